import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { auditLog, manufacturers } from '../../db/schema'
import { createManufacturer, createOmniclass } from '../../testing/factories'
import { createTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
let admin: Awaited<ReturnType<TestApp['signIn']>>
const file = (filename: string, text: string | Buffer) => ({
  filename,
  content: Buffer.from(text).toString('base64'),
})
const upload = (files: unknown) =>
  t.inject({ method: 'POST', url: '/admin/manufacturer/upload', as: admin, payload: files as object })
const fetchData = async (title: string) =>
  (
    await t.inject({
      method: 'GET',
      url: `/api/manufacturer/data?title=${encodeURIComponent(title)}`,
      as: admin,
    })
  ).json()
const countRows = async () =>
  (await t.database.db.select({ id: manufacturers.id }).from(manufacturers)).length

beforeAll(async () => {
  t = await createTestApp()
  admin = await t.signIn('admin')
  await createOmniclass(t.database.db, { name: 'Hollow Metal Doors', number: '23-17 11 13' })
  await createOmniclass(t.database.db, { name: 'Wood Doors', number: '23-17 11 15' })
  await createManufacturer(t.database.db, {
    title: 'Existing Co',
    url: 'https://existing.example',
    description: 'kept',
  })
})
afterAll(() => t.close())

const goodCsv = [
  'Title,URL,Email,Verified,Verified On,Links For Professionals,architizer,omniclasses,description',
  'Csv Doors,https://csv.example,sales@csv.example,yes,2024-05-06,"BIMsmith|https://bimsmith.example/csv; Specs|https://csv.example/specs",3,Hollow Metal Doors;23-17 11 15,"Line one',
  'Line two"',
  'existing co,,,,,,,,',
  'Existing Co2,,,no,,,,,',
].join('\n')

describe('POST /admin/manufacturer/upload', () => {
  it('creates and updates manufacturers from a CSV, with links, counts and tables', async () => {
    const response = await upload([file('makers.csv', goodCsv)])
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: 'success', created: 2, updated: 1 })
    expect(await fetchData('Csv Doors')).toMatchObject({
      url: 'https://csv.example',
      email: 'sales@csv.example',
      verified: true,
      verified_on: '2024-05-06',
      description: 'Line one\nLine two',
      links_for_professionals: [
        { title: 'BIMsmith', url: 'https://bimsmith.example/csv' },
        { title: 'Specs', url: 'https://csv.example/specs' },
      ],
      aggregator_content: { architizer: 3, caddetails: 0, bimobject: 0, bimsmith: -1 },
      omniclasses: [
        { number: '23-17 11 13', name: 'Hollow Metal Doors' },
        { number: '23-17 11 15', name: 'Wood Doors' },
      ],
    })
    // empty cells leave fields alone
    expect(await fetchData('Existing Co')).toMatchObject({
      url: 'https://existing.example',
      description: 'kept',
    })
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'upload'))
    expect(audit).toMatchObject({
      entity: 'manufacturer',
      entityKey: 'makers.csv',
      summary: { created: 2, updated: 1 },
    })
  })

  it('reads JSON, as an array or under "manufacturers"', async () => {
    const list = [{ title: 'Json Doors', aggregator_content: { caddetails: 9 }, omniclasses: ['Wood_Doors'] }]
    const response = await upload([
      file('a.json', JSON.stringify(list)),
      file('b.json', JSON.stringify({ manufacturers: [{ title: 'Json Two', verified: true }] })),
    ])
    expect(response.json()).toEqual({ message: 'success', created: 2, updated: 0 })
    expect(await fetchData('Json Doors')).toMatchObject({
      aggregator_content: { caddetails: 9 },
      omniclasses: [{ name: 'Wood Doors' }],
    })
    expect((await fetchData('Json Two')).verified_on).toBe(new Date().toISOString().slice(0, 10))
  })

  it('refuses a ragged CSV naming file and line, and stores nothing of any file', async () => {
    const before = await countRows()
    const ragged = 'title,url\nFine One,https://fine.example\nToo Many,https://x.example,extra\n'
    const response = await upload([file('good.csv', 'title\nShould Not Exist\n'), file('ragged.csv', ragged)])
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 'BAD_FILE',
      message: expect.stringContaining('ragged.csv line 3: expected 2 cells, found 3'),
    })
    expect(response.json().message).toMatch(/^Nothing was stored/)
    expect(await countRows()).toBe(before)
  })

  it('refuses a file that is not UTF-8, or not base64', async () => {
    const latin1 = Buffer.concat([
      Buffer.from('title\n'),
      Buffer.from([0x43, 0x61, 0x66, 0xe9]),
      Buffer.from('\n'),
    ])
    const wrongEncoding = await upload([file('latin.csv', latin1)])
    expect(wrongEncoding.statusCode).toBe(400)
    expect(wrongEncoding.json().message).toContain('latin.csv: the file is not UTF-8')
    const notBase64 = await upload([{ filename: 'x.csv', content: 'this is not base64!' }])
    expect(notBase64.json().message).toContain('x.csv: the content is not base64')
  })

  it('names each bad row: values, unknown columns, duplicates, unknown tables', async () => {
    const before = await countRows()
    const cases: [string, string, string][] = [
      [
        'v.csv',
        'title,verified\nBad Verified,perhaps\n',
        'v.csv line 2: verified "perhaps" is not true or false',
      ],
      ['u.csv', 'title,colour\nX,red\n', 'u.csv line 1: unknown column "colour"'],
      ['n.csv', 'url\nhttps://x.example\n', 'n.csv line 1: the header has no title column'],
      ['e.csv', 'title,email\nBad Mail,not-mail\n', 'e.csv line 2: email:'],
      ['l.csv', `title\n${'x'.repeat(301)}\n`, 'l.csv line 2: title:'],
      ['d.csv', 'title\nSame Name\nsame_name\n', 'd.csv line 3: "same_name" already appears at d.csv line 2'],
      [
        't.csv',
        'title,omniclasses\nTable Co,Flying Doors\n',
        't.csv line 2: no omniclass named "Flying Doors"',
      ],
      ['j.json', '[{"title":"J","colour":"red"}]', 'j.json item 1'],
      ['k.json', '{"title": }', 'k.json: not valid JSON'],
      ['m.json', '{"title":"Just One"}', 'm.json: expected an array'],
      [
        'a.csv',
        'title,aggregator_content\nAgg,{oops}\n',
        'a.csv line 2: aggregator_content is not valid JSON',
      ],
      ['c.csv', 'title,bimsmith\nCount,lots\n', 'c.csv line 2: bimsmith "lots" is not a whole number'],
      ['q.csv', 'title\n"Unclosed\n', 'q.csv line'],
      ['empty.csv', '', 'empty.csv: the file is empty'],
      ['header.csv', 'title\n', 'header.csv: the file has no manufacturers'],
      ['notes.txt', 'title\nX\n', 'notes.txt: use a .csv or .json file'],
    ]
    for (const [filename, text, expected] of cases) {
      const response = await upload([file(filename, text)])
      expect(response.statusCode, filename).toBe(400)
      expect(response.json().message, filename).toContain(expected)
    }
    expect(await countRows()).toBe(before)
  })

  it('refuses a duplicate across files, an empty list and unknown fields', async () => {
    const response = await upload([
      file('one.csv', 'title\nTwice Co\n'),
      file('two.json', '[{"title":"twice co"}]'),
    ])
    expect(response.json().message).toContain('two.json item 1: "twice co" already appears at one.csv line 2')
    expect((await upload([])).statusCode).toBe(400)
    expect((await upload({ filename: 'x.csv', content: '' })).statusCode).toBe(400)
    expect((await upload([{ filename: 'x.csv', content: 'dGl0bGUK', type: 'csv' }])).statusCode).toBe(400)
  })
})
