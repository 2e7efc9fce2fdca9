import { describe, expect, it } from 'vitest'
import { parseCsv } from './parse-csv'
import { splitUploadProblems } from './upload-problems'

describe('parseCsv', () => {
  it('reads quoted cells with commas, quotes and line breaks', () => {
    expect(parseCsv('a,b\r\n"1, 2","say ""hi"""\n"two\nlines",x\n')).toEqual([
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
