import { describe, expect, it } from 'vitest'
import { buildMissingManufacturersCsv, buildOmniclassCsv, omniclassCsvFilename, toCsvCell } from './csv'

describe('omniclass CSV', () => {
  it('puts one parameter per column, names as header and values down the column', () => {
    const csv = buildOmniclassCsv([
      { name: 'Material', values: ['Steel', 'Wood', 'Glass'] },
      { name: 'Fire Rating', values: ['20 min'] },
    ])
    expect(csv).toBe('Material,Fire Rating\nSteel,20 min\nWood,\nGlass,\n')
  })

  it('quotes cells that contain a comma, and escapes quotes', () => {
    expect(toCsvCell('36 in, 914 mm')).toBe('"36 in, 914 mm"')
    expect(toCsvCell('3 1/2" thick')).toBe('"3 1/2"" thick"')
    expect(toCsvCell('plain')).toBe('plain')
    expect(buildOmniclassCsv([{ name: 'Size, nominal', values: ['A,B'] }])).toBe('"Size, nominal"\n"A,B"\n')
  })

  it('keeps spreadsheets from running a cell as a formula', () => {
    expect(
      buildOmniclassCsv([{ name: '@Link', values: ['=HYPERLINK("http://x.test","go")', '-5 mm'] }]),
    ).toBe(`'@Link\n"'=HYPERLINK(""http://x.test"",""go"")"\n'-5 mm\n`)
    expect(buildMissingManufacturersCsv([{ number: null, name: '+cmd' }])).toBe(`,"'+cmd"\n`)
  })

  it('is empty for a table without parameters', () => {
    expect(buildOmniclassCsv([])).toBe('')
  })

  it('names the file after the table, marked UNREVIEWED', () => {
    expect(omniclassCsvFilename('Doors')).toBe('Doors UNREVIEWED.csv')
    expect(omniclassCsvFilename('Doors', ' 2')).toBe('Doors UNREVIEWED 2.csv')
    expect(omniclassCsvFilename('In/Out Doors')).toBe('In-Out Doors UNREVIEWED.csv')
  })

  it('drops the mark for a reviewed table', () => {
    expect(omniclassCsvFilename('Doors', '', true)).toBe('Doors.csv')
    expect(omniclassCsvFilename('Doors', ' Acme', true)).toBe('Doors Acme.csv')
  })
})

describe('missing-manufacturers CSV', () => {
  it('writes the number (blank if absent), then the quoted name', () => {
    expect(
      buildMissingManufacturersCsv([
        { number: '23-17 11 00', name: 'Doors' },
        { number: null, name: 'Acoustic "Quiet" Panels' },
      ]),
    ).toBe('23-17 11 00,"Doors"\n,"Acoustic ""Quiet"" Panels"\n')
  })

  it('is empty when nothing is missing', () => {
    expect(buildMissingManufacturersCsv([])).toBe('')
  })
})
