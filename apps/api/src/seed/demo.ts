import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import { toNameKey } from '@scout/shared/domain/names'
import type { Parameter } from '@scout/shared/schemas/omniclass'
import type { Link } from '@scout/shared/schemas/manufacturer'
import type { Config } from '../config/env'
import type { Database, Executor } from '../db/client'
import {
  contacts,
  manufacturerOmniclasses,
  manufacturers,
  omniclasses,
  productImages,
  variants,
} from '../db/schema'
import type { MediaStorage } from '../modules/media/media-storage'
import { createMediaStorage } from '../modules/media/storage'
import { storeLogoFiles, storeProductImageFiles } from '../modules/media/media-files'
import { parseOmniclassCsv, type CatalogueRow } from '../modules/omniclass/omniclass-csv'
import { buildTableParameters, familyOf, families } from '../modules/generation/product-families'
import { specificKindOf } from '../modules/generation/column-rules'
import { sharedDataFile } from '../lib/shared-data'
import { createRandom, type Random } from './random'
import { makeAddress, makeContact, makeDescription, makeTitles, slugOf } from './names'
import { makeLogo, makeProductImage } from './pictures'

const here = path.dirname(fileURLToPath(import.meta.url))
export const sampleCsvPath = path.join(here, 'data/omniclass-table-23-sample.csv')
export const fullTable23Path = sharedDataFile('omniclass-table-23.csv')

export type SeedProfile = 'demo' | 'scale'
type Log = { info: (message: string) => void }
const profiles = {
  demo: { manufacturers: 150, tablesPerMaker: [3, 10], images: true, unassignedShare: 0.1 },
  scale: { manufacturers: 20_000, tablesPerMaker: [10, 10], images: false, unassignedShare: 0.02 },
} as const

function chunked<T>(items: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

function readCatalogue(file: string): CatalogueRow[] {
  const parsed = parseOmniclassCsv(path.basename(file), fs.readFileSync(file))
  if (parsed.layout !== 'catalogue')
    throw new Error(`${file} is not in the number,name,parent_number,level layout`)
  return parsed.rows
}

function linksFor(random: Random, slug: string): { professional: Link[]; additional: Link[] } {
  const professional: Link[] = random.chance(0.55)
    ? random.sample(
        [
          { title: 'BIM objects on BIMobject', url: `https://bim.example.com/${slug}` },
          { title: 'CAD details library', url: `https://cad.example.com/${slug}` },
          { title: 'Three-part specifications', url: `https://www.${slug}.example/specs` },
          { title: 'Revit families', url: `https://www.${slug}.example/revit` },
        ],
        random.int(1, 3),
      )
    : []
  const additional: Link[] = random.chance(0.4)
    ? random.sample(
        [
          { title: 'Sustainability and EPDs', url: `https://www.${slug}.example/sustainability` },
          { title: 'Warranty', url: `https://www.${slug}.example/warranty` },
          { title: 'Find a representative', url: `https://www.${slug}.example/reps` },
        ],
        random.int(1, 2),
      )
    : []
  return { professional, additional }
}

function aggregatorCounts(random: Random) {
  const count = () => (random.chance(0.15) ? -1 : random.chance(0.5) ? random.int(1, 240) : 0)
  return { architizer: count(), caddetails: count(), bimobject: count(), bimsmith: count() }
}

function variantParameters(random: Random, table: Parameter[], title: string): Parameter[] {
  return table.map((column) =>
    /manufacturer|brand/i.test(column.name)
      ? { name: column.name, values: [title] }
      : {
          name: column.name,
          values: random.sample(column.values, random.int(1, Math.min(4, column.values.length))),
        },
  )
}

/**
 * Fills an empty database with the demo (87 sample tables, 150 manufacturers, pictures) or the scale
 * profile (all of Table 23, 20,000 manufacturers, 200,000 variants). Deterministic: fixed seed.
 */
export async function seedDemo(
  database: Database,
  config: Config,
  options: { profile: SeedProfile; log: Log },
) {
  const profile = profiles[options.profile]
  const random = createRandom(options.profile === 'demo' ? 2024 : 23)
  // Table 23 repeats a few names under other numbers; names are unique here, so the first of each stays
  const seenNames = new Set<string>()
  const rows = readCatalogue(options.profile === 'demo' ? sampleCsvPath : fullTable23Path).filter(
    (row) => !seenNames.has(toNameKey(row.name)) && Boolean(seenNames.add(toNameKey(row.name))),
  )
  const familyKeys = [...new Set(rows.map((row) => familyOf(row.name).key))]
  const makers = makeTitles(random, familyKeys, profile.manufacturers)
  const byFamily = new Map<string, CatalogueRow[]>()
  const assignable = rows.filter(() => !random.chance(profile.unassignedShare))
  for (const row of assignable) {
    const key = familyOf(row.name).key
    byFamily.set(key, [...(byFamily.get(key) ?? []), row])
  }

  // who makes what, decided before anything is written so each table knows its Manufacturer column
  const makersOf = new Map<string, string[]>()
  const tablesOf = makers.map((maker) => {
    const pool = byFamily.get(maker.family) ?? assignable
    const chosen = random.sample(pool, random.int(profile.tablesPerMaker[0], profile.tablesPerMaker[1]))
    for (const row of chosen) makersOf.set(row.name, [...(makersOf.get(row.name) ?? []), maker.title])
    return chosen
  })

  const storage = createMediaStorage(config)
  const tableIds = new Map<string, number>()
  const tableParameters = new Map<string, Parameter[]>()
  await database.db.transaction(async (tx) => {
    for (const part of chunked(rows, 500)) {
      const inserted = await tx
        .insert(omniclasses)
        .values(
          part.map((row) => {
            // the scale profile keeps the families' columns as they were: its benchmark figures stay
            // comparable (ADR 006)
            const demo = options.profile === 'demo'
            const parameters = buildTableParameters(row.name, makersOf.get(row.name) ?? [], {
              specific: (demo && specificKindOf(row.name)) || undefined,
              keepUnchosen: !demo,
            })
            tableParameters.set(row.name, parameters)
            return {
              number: row.number,
              name: row.name,
              nameKey: toNameKey(row.name),
              parameters,
              source: 'catalogue' as const,
              reviewed: true,
            }
          }),
        )
        .returning({ id: omniclasses.id, name: omniclasses.name })
      for (const row of inserted) tableIds.set(row.name, row.id)
    }
    let variantCount = 0
    for (const [batchIndex, batch] of chunked(makers, 500).entries()) {
      const makerRows = batch.map((maker) => {
        const slug = slugOf(maker.title)
        const links = linksFor(random, slug)
        const verified = random.chance(0.45)
        return {
          title: maker.title,
          titleKey: toNameKey(maker.title),
          url: `https://www.${slug}.example`,
          email: random.chance(0.85) ? `info@${slug}.example` : null,
          verified,
          verifiedOn: verified
            ? `${random.int(2022, 2026)}-${String(random.int(1, 10)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`
            : null,
          formattedAddress: random.chance(0.75) ? makeAddress(random) : null,
          productPageUrl: random.chance(0.7) ? `https://www.${slug}.example/products` : null,
          description: makeDescription(
            random,
            maker.title,
            families.find((f) => f.key === maker.family)?.nouns[0] ?? 'Product',
          ),
          data: { sample: true },
          linksForProfessionals: links.professional,
          additionalLinks: links.additional,
          aggregatorContent: aggregatorCounts(random),
        }
      })
      const inserted = await tx.insert(manufacturers).values(makerRows).returning({ id: manufacturers.id })
      const associations: { manufacturerId: number; omniclassId: number }[] = []
      const variantRows: (typeof variants.$inferInsert)[] = []
      const contactRows: (typeof contacts.$inferInsert)[] = []
      inserted.forEach(({ id }, i) => {
        const maker = batch[i]!
        const chosen = tablesOf[batchIndex * 500 + i]!
        for (const row of chosen) {
          const omniclassId = tableIds.get(row.name)!
          associations.push({ manufacturerId: id, omniclassId })
          const noun = familyOf(row.name).nouns[0]!
          variantRows.push({
            omniclassId,
            manufacturerId: id,
            parameters: variantParameters(random, tableParameters.get(row.name)!, maker.title),
            productNames:
              random.chance(0.25) || options.profile === 'demo'
                ? [
                    `${maker.title.split(' ')[0]} ${random.pick(['Series', 'Line', 'Pro', 'Classic'])} ${random.int(100, 900)} ${noun}`,
                  ]
                : [],
          })
        }
        for (let c = random.int(options.profile === 'demo' ? 1 : 0, 3); c > 0; c--) {
          contactRows.push({ manufacturerId: id, ...makeContact(random, `${slugOf(maker.title)}.example`) })
        }
      })
      for (const part of chunked(associations, 2000))
        await tx.insert(manufacturerOmniclasses).values(part).onConflictDoNothing()
      for (const part of chunked(variantRows, 1000))
        await tx.insert(variants).values(part).onConflictDoNothing()
      for (const part of chunked(contactRows, 2000)) await tx.insert(contacts).values(part)
      variantCount += variantRows.length
      if (options.profile === 'scale')
        options.log.info(`seeded ${Math.min((batchIndex + 1) * 500, makers.length)} manufacturers`)
    }
    options.log.info(`seeded ${rows.length} tables, ${makers.length} manufacturers, ${variantCount} variants`)
  })
  if (profile.images) await seedPictures(database.db, storage, random, makers, tablesOf, tableIds)
}

async function seedPictures(
  db: Executor,
  storage: MediaStorage,
  random: Random,
  makers: { title: string; family: string }[],
  tablesOf: CatalogueRow[][],
  tableIds: Map<string, number>,
) {
  const ids = new Map(
    (await db.select({ id: manufacturers.id, title: manufacturers.title }).from(manufacturers)).map((m) => [
      m.title,
      m.id,
    ]),
  )
  for (const [index, maker] of makers.entries()) {
    const manufacturerId = ids.get(maker.title)!
    const slug = slugOf(maker.title)
    // a few have no logo yet, so the "missing logos" utility has work to show
    if (index % 9 !== 4) {
      const filename = `${slug}.png`
      const { width, height } = await storeLogoFiles(storage, filename, await makeLogo(random, maker.title))
      await db
        .update(manufacturers)
        .set({ logoFilename: filename, logoWidth: width, logoHeight: height })
        .where(eq(manufacturers.id, manufacturerId))
    }
    const tables = tablesOf[index]!
    for (let n = 0; n < random.int(0, 3); n++) {
      const row = random.pick(tables)
      const family = familyOf(row.name)
      const filename = `${slug}-${n + 1}.jpg`
      const stored = await storeProductImageFiles(
        storage,
        maker.title,
        filename,
        await makeProductImage(random, family),
      )
      await db.insert(productImages).values({
        manufacturerId,
        omniclassId: random.chance(0.8) ? tableIds.get(row.name) : null,
        filename,
        contentType: 'image/jpeg',
        ...stored,
        productName: random.chance(0.8)
          ? `${maker.title.split(' ')[0]} ${random.pick(family.nouns)} ${random.int(10, 99)}`
          : null,
        productDescription: random.chance(0.7)
          ? `A ${row.name.toLowerCase()} product shown in a typical installation.`
          : null,
        productUrl: random.chance(0.6) ? `https://www.${slug}.example/products/${n + 1}` : null,
      })
    }
  }
}
