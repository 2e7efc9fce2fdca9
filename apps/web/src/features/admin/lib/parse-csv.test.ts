import { describe, expect, it } from 'vitest'
import { checkOmniclassFile, CsvFileError, parseCsv } from './parse-csv'
import { splitUploadProblems } from './upload-problems'

describe('parseCsv', () => {
  it('reads quoted cells with commas, quotes and line breaks', () => {
    expect(parseCsv('a,b\n"1, 2","say ""hi"""\n"two\nlines",x\n')).toEqual([
      ['a', 'b'],
      ['1, 2', 'say "hi"'],
      ['two\nlines', 'x'],
    ])
  })

  it('skips blank lines, keeps empty cells and drops a byte-order mark', () => {
    expect(parseCsv('\uFEFFa,b\n\n,c\nd,')).toEqual([
      ['a', 'b'],
      ['', 'c'],
      ['d', ''],
    ])
  })
})

describe("checkOmniclassFile (the server's checks, in the browser)", () => {
  const bytes = (text: string) => new TextEncoder().encode(text)

  it('passes a file the server takes and answers its rows', () => {
    expect(checkOmniclassFile('Doors.csv', bytes('Width,Finish\n36 in,Painted\n'))).toEqual([
      ['Width', 'Finish'],
      ['36 in', 'Painted'],
    ])
  })

  it('refuses what the server refuses, with the same reasons', () => {
    expect(() => checkOmniclassFile('Doors.csv', bytes('Width,Finish\n36 in,Painted,extra\n'))).toThrow(
      'Doors.csv: line 2: expected 2 columns, found 3',
    )
    expect(() => checkOmniclassFile('Doors.csv', bytes('Width,width\n1,2\n'))).toThrow(CsvFileError)
    expect(() => checkOmniclassFile('Doors.csv', new Uint8Array([0x57, 0xff, 0x0a]))).toThrow(/not UTF-8/)
    expect(() => checkOmniclassFile('Doors.csv', bytes('"open\n'))).toThrow(/Not readable as CSV/)
  })
})

describe('splitUploadProblems', () => {
  it('splits the server message into its lines', () => {
    expect(
      splitUploadProblems(
        'Doors.csv',
        'Doors.csv: line 3: expected 2 columns, found 3; line 7: column 1 is longer than 500 characters (and 2 more)',
      ),
    ).toEqual([
      { where: 'Line 3', message: 'expected 2 columns, found 3' },
      { where: 'Line 7', message: 'column 1 is longer than 500 characters (and 2 more)' },
    ])
  })

  it('reads the manufacturer upload message too, by line or by JSON item', () => {
    expect(
      splitUploadProblems(
        'makers.csv',
        'Nothing was stored. makers.csv line 2: title: Title is required; makers.csv line 4: email: Invalid email',
      ),
    ).toEqual([
      { where: 'Line 2', message: 'title: Title is required' },
      { where: 'Line 4', message: 'email: Invalid email' },
    ])
    expect(
      splitUploadProblems('m.json', 'Nothing was stored. m.json item 1: url: Use an http(s) address'),
    ).toEqual([{ where: 'Item 1', message: 'url: Use an http(s) address' }])
  })

  it('keeps a whole-file reason without a line', () => {
    expect(splitUploadProblems('x.csv', 'x.csv: the file is empty')).toEqual([
      { where: null, message: 'the file is empty' },
    ])
    expect(splitUploadProblems('x.csv', 'Request failed')).toEqual([
      { where: null, message: 'Request failed' },
    ])
  })
})
