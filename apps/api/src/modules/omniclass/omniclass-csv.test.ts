import { describe, expect, it } from 'vitest'
import { CsvFileError, parseOmniclassCsv, tableFromFilename, toOmniclassCsv } from './omniclass-csv'

const csv = (text: string) => Buffer.from(text, 'utf8')
const problemsOf = (fn: () => unknown) => {
  try {
    fn()
  } catch (error) {
    if (error instanceof CsvFileError) return error.problems
    throw error
  }
  throw new Error('expected a CsvFileError')
}

describe('the reference layout number,name,parent_number,level', () => {
  it('reads rows, quoted names included', () => {
    const parsed = parseOmniclassCsv(
      't23.csv',
      csv(
        'number,name,parent_number,level\n23-13 11 00,"Loose Granular Fills, Bulk",23-13 00 00,2\n23-13 00 00,Structural,,1\n',
      ),
    )
    expect(parsed).toEqual({
      layout: 'catalogue',
      rows: [
        { number: '23-13 11 00', name: 'Loose Granular Fills, Bulk', parentNumber: '23-13 00 00', level: 2 },
        { number: '23-13 00 00', name: 'Structural', parentNumber: null, level: 1 },
      ],
    })
  })

  it('names every bad line and its reason', () => {
    const problems = problemsOf(() =>
      parseOmniclassCsv(
        'bad.csv',
        csv(
          'number,name,parent_number,level\n23-13 11 00,Fills,,2\nnot a number,X,,1\n23-13 11 00,Again,,2\n23-1,Short,,x\n23-13 12 00,Ragged\n',
        ),
      ),
    )
    expect(problems.map((p) => p.line)).toEqual([3, 4, 5, 5, 6])
    expect(problems[0]!.message).toContain('is not an OmniClass number')
    expect(problems[1]!.message).toContain('appears twice')
    expect(problems.at(-1)!.message).toContain('expected 4 columns, found 2')
  })

  it("reads Table 23's deepest numbers (seven pairs after the table)", () => {
    const parsed = parseOmniclassCsv(
      't23.csv',
      csv('number,name,parent_number,level\n23-13 31 21 13 11 11 11,Deep,23-13 31 21 13 11 11 00,7\n'),
    )
    expect(parsed).toMatchObject({ rows: [{ number: '23-13 31 21 13 11 11 11' }] })
    expect(
      problemsOf(() =>
        parseOmniclassCsv(
          't.csv',
          csv('number,name,parent_number,level\n23-13 31 21 13 11 11 11 11,Too Deep,,7\n'),
        ),
      ),
    ).toHaveLength(1)
  })

  it('refuses a file that is not UTF-8', () => {
    const latin1 = Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0x46, 0x61, 0xe7, 0x61, 0x64, 0x65, 0x0a])
    expect(problemsOf(() => parseOmniclassCsv('latin.csv', latin1))[0]!.message).toContain('not UTF-8')
  })
})

describe('the omniclass layout: one column per parameter', () => {
  it('reads columns and takes the table from the file name', () => {
    const parsed = parseOmniclassCsv(
      '23-17 11 13 Metal Doors.csv',
      csv('Material,Fire Rating,Manufacturer\nSteel,20 min,Acme\nAluminum,"60 min, labelled",\n,90 min,\n'),
    )
    expect(parsed).toEqual({
      layout: 'omniclass',
      number: '23-17 11 13',
      name: 'Metal Doors',
      parameters: [
        { name: 'Material', values: ['Steel', 'Aluminum'] },
        { name: 'Fire Rating', values: ['20 min', '60 min, labelled', '90 min'] },
        { name: 'Manufacturer', values: ['Acme'] },
      ],
    })
  })

  it('refuses ragged rows and duplicate columns, by line', () => {
    const problems = problemsOf(() => parseOmniclassCsv('Doors.csv', csv('A,B,a\n1,2,3\n1,2\n')))
    expect(problems).toEqual([
      { line: 1, message: 'parameter "a" appears twice' },
      { line: 3, message: 'expected 3 columns, found 2' },
    ])
  })

  it('writes back what it reads, quoting cells with commas', () => {
    const parameters = [
      { name: 'Size', values: ['36 in', '3,000 mm'] },
      { name: 'Finish', values: ['Primed'] },
    ]
    const text = toOmniclassCsv(parameters)
    expect(text).toBe('Size,Finish\n36 in,Primed\n"3,000 mm",\n')
    expect(parseOmniclassCsv('X.csv', csv(text))).toMatchObject({ parameters })
  })

  it('writes a formula-like cell so that spreadsheets show it as text, and reads it back as it was', () => {
    const parameters = [{ name: 'Note', values: ['=cmd|" /C calc"!A0', '+1', '-2 mm', '@x'] }]
    const text = toOmniclassCsv(parameters)
    expect(text).toBe(`Note\n"'=cmd|"" /C calc""!A0"\n'+1\n'-2 mm\n'@x\n`)
    expect(parseOmniclassCsv('X.csv', csv(text))).toMatchObject({ parameters })
  })

  it('reads names from files with and without numbers', () => {
    expect(tableFromFilename('Acoustic Panels.csv')).toEqual({ number: null, name: 'Acoustic Panels' })
    expect(tableFromFilename('23-17 11 13 Metal_Doors.csv')).toEqual({
      number: '23-17 11 13',
      name: 'Metal Doors',
    })
    expect(tableFromFilename('23-15 19 15 Ceiling Tiles UNREVIEWED v2.csv')).toEqual({
      number: '23-15 19 15',
      name: 'Ceiling Tiles',
    })
  })
})
