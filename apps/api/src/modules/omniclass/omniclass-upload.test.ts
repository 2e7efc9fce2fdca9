import fs from 'node:fs'
import { sharedDataFile } from '../../lib/shared-data'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, eq } from 'drizzle-orm'
import { auditLog, manufacturerOmniclasses, omniclasses } from '../../db/schema'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createManufacturer, createOmniclass } from '../../testing/factories'

let t: TestApp
let admin: Awaited<ReturnType<TestApp['signIn']>>
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.signIn('admin')
  await createManufacturer(t.database.db, { title: 'Acme Doors' })
})
afterAll(() => t.close())

const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64')
const upload = (files: unknown) =>
  t.inject({ method: 'POST', url: '/admin/omniclass/upload', as: admin, payload: files as object })
const tableCount = async () => Number((await t.database.db.select({ n: count() }).from(omniclasses))[0]!.n)
const catalogue =
  'number,name,parent_number,level\n23-17 00 00,Openings,,1\n23-17 11 00,Doors,23-17 00 00,2\n'
const doors = 'Material,Fire Rating,Manufacturer\nSteel,20 min,Acme Doors\nAluminum,"60 min, labelled",\n'

describe('POST /admin/omniclass/upload', () => {
  it('stores every file, answers per-file results and audits each one', async () => {
    const response = await upload([
      { filename: 't23.csv', content: b64(catalogue) },
      { filename: '23-17 11 13 Metal Doors.csv', content: `data:text/csv;base64,${b64(doors)}` },
    ])
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      message: 'success',
      files: [
        { filename: 't23.csv', layout: 'catalogue', tables: 2, created: 2, updated: 0 },
        { filename: '23-17 11 13 Metal Doors.csv', layout: 'omniclass', tables: 1, created: 1, updated: 0 },
      ],
    })
    const [metal] = await t.database.db.select().from(omniclasses).where(eq(omniclasses.name, 'Metal Doors'))
    expect(metal).toMatchObject({ number: '23-17 11 13', reviewed: false, source: 'uploaded' })
    expect(metal!.parameters[1]).toEqual({ name: 'Fire Rating', values: ['20 min', '60 min, labelled'] })
    // the Manufacturer column associates the makers that exist
    expect(
      await t.database.db
        .select()
        .from(manufacturerOmniclasses)
        .where(eq(manufacturerOmniclasses.omniclassId, metal!.id)),
    ).toHaveLength(1)
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'upload'))
    expect(audits.map((a) => a.entityKey)).toEqual(['t23.csv', 'Metal Doors'])
    expect(audits[1]).toMatchObject({
      entity: 'omniclass',
      userEmail: admin.email,
      summary: { filename: '23-17 11 13 Metal Doors.csv', created: 1 },
    })
  })

  it('updates tables it already has', async () => {
    const response = await upload([{ filename: 'Metal Doors.csv', content: b64('Material\nBronze\n') }])
    expect(response.json().files).toEqual([
      { filename: 'Metal Doors.csv', layout: 'omniclass', tables: 1, created: 0, updated: 1 },
    ])
    const [metal] = await t.database.db.select().from(omniclasses).where(eq(omniclasses.name, 'Metal Doors'))
    expect(metal).toMatchObject({
      number: '23-17 11 13',
      parameters: [{ name: 'Material', values: ['Bronze'] }],
    })
  })

  it('stores nothing when one row of one file is bad, and names the file and the line', async () => {
    const before = await tableCount()
    const response = await upload([
      { filename: 'good.csv', content: b64('number,name,parent_number,level\n23-19 00 00,Furnishings,,1\n') },
      { filename: 'Ragged.csv', content: b64('A,B\n1,2\n3\n4,5\n') },
    ])
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 'BAD_FILE',
      message: 'Ragged.csv: line 3: expected 2 columns, found 1',
    })
    expect(await tableCount()).toBe(before)
  })

  it('names every bad line of a catalogue file', async () => {
    const response = await upload([
      {
        filename: 'bad.csv',
        content: b64(
          'number,name,parent_number,level\n23-21 00 00,Ok,,1\nnot-a-number,X,,1\n23-21 11 00,,23-21 00 00,2\n',
        ),
      },
    ])
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe(
      'bad.csv: line 3: "not-a-number" is not an OmniClass number; line 4: the name is empty',
    )
  })

  it('refuses bad base64, text that is not UTF-8, and files that are not CSV', async () => {
    const before = await tableCount()
    const cases: [unknown, string][] = [
      [[{ filename: 'x.csv', content: 'not base64!' }], 'x.csv: the content is not base64'],
      [[{ filename: 'x.csv', content: 'QUJD=' }], 'x.csv: the content is not base64'],
      [
        [
          {
            filename: 'latin.csv',
            content: b64(
              Buffer.from([0x4e, 0x61, 0x6d, 0x65, 0x0a, 0x46, 0x61, 0xe7, 0x61, 0x64, 0x65, 0x0a]),
            ),
          },
        ],
        'latin.csv: The file is not UTF-8 text',
      ],
      [[{ filename: 'notes.txt', content: b64('A\n1\n') }], 'notes.txt: only .csv files can be uploaded'],
      [[{ filename: 'empty.csv', content: '' }], 'empty.csv: the file is empty'],
      [[{ filename: 'quote.csv', content: b64('A,B\n"open,2\n') }], 'quote.csv: line'],
    ]
    for (const [payload, message] of cases) {
      const response = await upload(payload)
      expect(response.statusCode, message).toBe(400)
      expect(response.json().message).toContain(message)
    }
    expect(await tableCount()).toBe(before)
  })

  it('refuses two files for one table, the same file twice, and malformed bodies', async () => {
    const twice = await upload([
      { filename: 'Louvres.csv', content: b64('A\n1\n') },
      { filename: '23-17 19 00 louvres.csv', content: b64('B\n2\n') },
    ])
    expect(twice.json().message).toBe('23-17 19 00 louvres.csv: Louvres.csv already sets the table "louvres"')
    expect(
      (
        await upload([
          { filename: 'A.csv', content: b64('A\n1\n') },
          { filename: 'A.csv', content: b64('A\n1\n') },
        ])
      ).statusCode,
    ).toBe(400)
    const malformed = [
      [],
      {},
      [{ filename: 'x.csv' }],
      [{ filename: 'x.csv', content: 5 }],
      [{ filename: 'x.csv', content: '', extra: 1 }],
      [{ filename: '', content: '' }],
    ]
    for (const payload of malformed) {
      expect((await upload(payload)).statusCode, JSON.stringify(payload)).toBe(400)
    }
    const text = await t.inject({
      method: 'POST',
      url: '/admin/omniclass/upload',
      as: admin,
      payload: '"text"',
      headers: { 'content-type': 'application/json' },
    })
    expect(text.statusCode).toBe(400)
    expect(
      await t.database.db.select().from(omniclasses).where(eq(omniclasses.nameKey, 'louvres')),
    ).toHaveLength(0)
  })

  it('keeps the parameters of a catalogue table when the classification is loaded again', async () => {
    await createOmniclass(t.database.db, {
      name: 'Gates',
      number: '23-17 17 00',
      parameters: [{ name: 'Width', values: ['1 m'] }],
    })
    const response = await upload([
      { filename: 't.csv', content: b64('number,name,parent_number,level\n23-17 17 10,Gates,,3\n') },
    ])
    expect(response.json().files[0]).toMatchObject({ created: 0, updated: 1 })
    const [gates] = await t.database.db.select().from(omniclasses).where(eq(omniclasses.name, 'Gates'))
    expect(gates).toMatchObject({ number: '23-17 17 10', parameters: [{ name: 'Width', values: ['1 m'] }] })
  })

  it('loads whole classifications larger than the default 1 MB body in one upload', async () => {
    const files = ['omniclass-table-21.csv', 'omniclass-table-22.csv', 'omniclass-table-23.csv'].map(
      (filename) => ({
        filename,
        content: b64(fs.readFileSync(sharedDataFile(filename))),
      }),
    )
    expect(JSON.stringify(files).length).toBeGreaterThan(1024 * 1024)
    const response = await upload(files)
    expect(response.statusCode).toBe(200)
    // names are unique (decisions.md §3), so a name repeated in a table is one table
    expect(response.json().files.map((f: { tables: number }) => f.tables)).toEqual([638, 6697, 6822])
    const deep = await t.inject({
      method: 'GET',
      url: '/api/omniclass/get?identifier=23-13%2031%2021%2013%2011%2011%2011',
      as: admin,
    })
    expect(deep.statusCode).toBe(200)
    expect(deep.json().parent).toEqual({ number: '23-13 31 21 13 11 11', name: 'Steel Stressing Tendons' })
  })
})
