import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { AggregatorContent, Link } from '@scout/shared/schemas/manufacturer'
import type { Parameter } from '@scout/shared/schemas/omniclass'
import { users } from './auth'

export const omniclasses = pgTable(
  'omniclasses',
  {
    id: serial().primaryKey(),
    number: text(),
    name: text().notNull(),
    /** lower-cased name with single spaces: names are unique regardless of case or underscores */
    nameKey: text().notNull(),
    parameters: jsonb().$type<Parameter[]>().notNull().default([]),
    reviewed: boolean().notNull().default(true),
    source: text({ enum: ['catalogue', 'uploaded', 'generated'] })
      .notNull()
      .default('catalogue'),
    suggestedNumber: text(),
    /** the parameters were suggested by the engine for a catalogue table that had none, and await review */
    parametersSuggested: boolean().notNull().default(false),
    /** who generated it: until reviewed, a generated table is theirs and the administrators' only */
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('omniclasses_name_key').on(t.nameKey), index('omniclasses_number_idx').on(t.number)],
)

/**
 * The tables a generated or enriched table learned its columns from, most similar first: their manufacturers
 * are offered in Step 3 as "Makers of similar products" while the table has none of its own (issue 27).
 */
export const omniclassLenders = pgTable(
  'omniclass_lenders',
  {
    omniclassId: integer()
      .notNull()
      .references(() => omniclasses.id, { onDelete: 'cascade' }),
    lenderId: integer()
      .notNull()
      .references(() => omniclasses.id, { onDelete: 'cascade' }),
    similarity: real().notNull(),
    rank: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.omniclassId, t.lenderId], name: 'omniclass_lenders_pkey' }),
    index('omniclass_lenders_lender_idx').on(t.lenderId),
  ],
)

export const manufacturers = pgTable(
  'manufacturers',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    titleKey: text().notNull(),
    url: text(),
    email: text(),
    logoFilename: text(),
    logoWidth: integer(),
    logoHeight: integer(),
    verified: boolean().notNull().default(false),
    verifiedOn: date({ mode: 'string' }),
    formattedAddress: text(),
    productPageUrl: text(),
    description: text(),
    data: jsonb().$type<Record<string, unknown>>(),
    linksForProfessionals: jsonb().$type<Link[]>().notNull().default([]),
    additionalLinks: jsonb().$type<Link[]>().notNull().default([]),
    aggregatorContent: jsonb()
      .$type<AggregatorContent>()
      .notNull()
      .default(sql`'{"architizer":0,"caddetails":0,"bimobject":0,"bimsmith":0}'::jsonb`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('manufacturers_title_key').on(t.titleKey)],
)

export const manufacturerOmniclasses = pgTable(
  'manufacturer_omniclasses',
  {
    manufacturerId: integer()
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    omniclassId: integer()
      .notNull()
      .references(() => omniclasses.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.manufacturerId, t.omniclassId] }),
    index('mo_omniclass_idx').on(t.omniclassId),
  ],
)

/** A manufacturer's own parameters and values for one table: what its product line offers. */
export const variants = pgTable(
  'variants',
  {
    id: serial().primaryKey(),
    omniclassId: integer()
      .notNull()
      .references(() => omniclasses.id, { onDelete: 'cascade' }),
    manufacturerId: integer()
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    parameters: jsonb().$type<Parameter[]>().notNull().default([]),
    productNames: jsonb().$type<string[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('variants_pair_key').on(t.omniclassId, t.manufacturerId),
    index('variants_manufacturer_idx').on(t.manufacturerId),
  ],
)

export const contacts = pgTable(
  'contacts',
  {
    id: serial().primaryKey(),
    manufacturerId: integer()
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    firstName: text(),
    lastName: text(),
    title: text(),
    email: text(),
    phone: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contacts_manufacturer_idx').on(t.manufacturerId)],
)

export const productImages = pgTable(
  'product_images',
  {
    id: serial().primaryKey(),
    manufacturerId: integer()
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    omniclassId: integer().references(() => omniclasses.id, { onDelete: 'set null' }),
    filename: text().notNull(),
    contentType: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    byteSize: integer().notNull(),
    productName: text(),
    productDescription: text(),
    productUrl: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_images_file_key').on(t.manufacturerId, t.filename),
    index('product_images_omniclass_idx').on(t.omniclassId),
  ],
)
