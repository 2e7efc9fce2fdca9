import type { Parameter } from '@scout/shared/schemas/omniclass'
import { fireRatings, psetParameters } from './ifc-psets'

/** A product family: how to recognise its tables by name, its IFC property sets and its typical values. */
export type Family = {
  key: string
  match: RegExp
  psets: string[]
  extra: Parameter[]
  nouns: string[]
  shape: 'door' | 'window' | 'block' | 'tile' | 'fixture' | 'panel'
}

const p = (name: string, values: string[]): Parameter => ({ name, values })

/** In order: the first whose pattern matches a name is its family ("Brick Flooring" is flooring). */
export const families: Family[] = [
  {
    key: 'doors',
    match: /\bdoors?\b|grilles|access panels|shutters/i,
    psets: ['Pset_DoorCommon', 'Pset_DoorPanelProperties'],
    extra: [
      p('Material', ['Hollow Metal', 'Steel', 'Wood', 'Aluminum', 'Fiberglass', 'Glass']),
      p('Width', ['30 in', '32 in', '34 in', '36 in', '42 in', '914 mm']),
      p('Height', ['80 in', '84 in', '96 in', '2134 mm']),
      p('Fire Rating', fireRatings),
    ],
    nouns: ['Door', 'Entrance', 'Door System'],
    shape: 'door',
  },
  {
    key: 'windows',
    match: /windows?\b|glazing|skylights?/i,
    psets: ['Pset_WindowCommon', 'Pset_WindowPanelProperties', 'Pset_DoorWindowGlazingType'],
    extra: [
      p('Frame Material', ['Aluminum', 'Vinyl', 'Wood', 'Fiberglass', 'Steel', 'Clad Wood']),
      p('Operation', ['Fixed', 'Casement', 'Awning', 'Double Hung', 'Single Hung', 'Sliding']),
      p('Glazing', ['Single', 'Double', 'Triple']),
      // what energy codes and specifiers choose windows by; IFC's window sets ask about sills and drives
      p('U-Factor', ['0.20', '0.25', '0.30', '0.35', '1.4 W/m2K']),
      p('SHGC', ['0.20', '0.25', '0.30', '0.40']),
      p('Performance Class', ['R', 'LC', 'CW', 'AW']),
      p('Width', ['24 in', '36 in', '48 in', '1220 mm']),
      p('Height', ['36 in', '48 in', '60 in', '1524 mm']),
    ],
    nouns: ['Window', 'Window Series', 'Glazing System'],
    shape: 'window',
  },
  {
    key: 'flooring',
    match: /floor|carpet|resilient/i,
    psets: ['Pset_CoveringCommon', 'Pset_CoveringFlooring', 'Pset_Tiling'],
    extra: [
      p('Material', [
        'Luxury Vinyl',
        'Vinyl Composition Tile',
        'Rubber',
        'Linoleum',
        'Carpet Tile',
        'Porcelain',
      ]),
      p('Thickness', ['2 mm', '1/8 in', '5 mm', '1/4 in']),
      p('Tile Size', ['12 x 12 in', '18 x 18 in', '24 x 24 in', '600 x 600 mm']),
      p('Color', ['Grey', 'Beige', 'Charcoal', 'Oak', 'White']),
    ],
    nouns: ['Flooring', 'Floor Tile', 'Floor System'],
    shape: 'tile',
  },
  {
    key: 'masonry',
    match: /masonry|bricks?|blocks?/i,
    psets: ['Pset_WallCommon', 'Pset_MaterialConcrete'],
    extra: [
      p('Nominal Size', ['4 x 8 x 16 in', '6 x 8 x 16 in', '8 x 8 x 16 in', '12 x 8 x 16 in']),
      p('Compressive Strength', ['1900 psi', '2000 psi', '3000 psi', '20.7 MPa']),
      p('Unit Weight', ['Lightweight', 'Medium Weight', 'Normal Weight']),
      p('Face Finish', ['Smooth', 'Split Face', 'Ground Face', 'Scored', 'Ribbed']),
      p('Fire Rating', ['1 hr', '2 hr', '3 hr', '4 hr']),
    ],
    nouns: ['Masonry Unit', 'Block', 'Brick'],
    shape: 'block',
  },
  {
    key: 'ceilings',
    match: /ceiling/i,
    psets: ['Pset_CoveringCommon', 'Pset_Tiling'],
    extra: [
      p('Material', ['Mineral Fiber', 'Fiberglass', 'Metal', 'Wood', 'Gypsum']),
      p('Panel Size', ['24 x 24 in', '24 x 48 in', '600 x 600 mm', '20 x 60 in']),
      p('NRC', ['0.55', '0.70', '0.85', '0.95']),
      p('Edge Detail', ['Square Lay-in', 'Tegular', 'Concealed', 'Beveled']),
    ],
    nouns: ['Ceiling Panel', 'Ceiling System', 'Acoustic Tile'],
    shape: 'tile',
  },
  {
    key: 'plumbing',
    match: /faucets?|toilets?|lavator|sinks?|urinals?|plumbing/i,
    psets: ['Pset_SanitaryTerminalTypeCommon', 'Pset_SanitaryTerminalTypeToiletPan'],
    extra: [
      p('Finish', ['Polished Chrome', 'Brushed Nickel', 'Matte Black', 'Stainless Steel', 'White']),
      p('Flow Rate', ['0.5 gpm', '1.0 gpm', '1.5 gpm', '2.2 gpm', '5.7 L/min']),
      p('Mounting', ['Deck', 'Wall', 'Floor']),
      p('Operation', ['Single Lever', 'Two Handle', 'Sensor', 'Push Button']),
      p('Flush Volume', ['1.1 gpf', '1.28 gpf', '1.6 gpf', '4.8 L']),
    ],
    nouns: ['Fixture', 'Faucet', 'Plumbing Fixture'],
    shape: 'fixture',
  },
  {
    key: 'partitions',
    match: /partition|gypsum|wall|panels?|roof|shingles/i,
    psets: ['Pset_WallCommon', 'Pset_CoveringCommon'],
    extra: [
      p('Thickness', ['1/2 in', '5/8 in', '12.7 mm', '15.9 mm']),
      p('Fire Rating', ['1 hr', '2 hr', '60 min', 'Non-rated']),
      p('Finish', ['Smooth', 'Textured', 'Embossed', 'Primed']),
      p('Color', ['White', 'Grey', 'Almond', 'Custom']),
    ],
    nouns: ['Panel', 'Board', 'Assembly'],
    shape: 'panel',
  },
]

export const genericFamily: Family = {
  key: 'general',
  match: /./,
  psets: ['Pset_CoveringCommon'],
  extra: [
    p('Material', ['Steel', 'Aluminum', 'Wood', 'Composite', 'Concrete', 'Glass']),
    p('Finish', ['Painted', 'Powder Coated', 'Anodized', 'Natural', 'Galvanized']),
    p('Color', ['Black', 'White', 'Grey', 'Bronze', 'Custom']),
    p('Width', ['12 in', '24 in', '36 in', '48 in', '600 mm']),
    p('Height', ['12 in', '24 in', '48 in', '96 in', '1200 mm']),
  ],
  nouns: ['Product', 'System', 'Assembly'],
  shape: 'panel',
}

export function familyOf(tableName: string): Family {
  return families.find((family) => family.match.test(tableName)) ?? genericFamily
}

/**
 * A table's columns: the family's own first, then IFC ones, capped, and always a Manufacturer column. A
 * specific kind of product (faucets among plumbing fixtures, product-kinds.ts) brings its own instead.
 */
export function buildTableParameters(
  tableName: string,
  manufacturerTitles: string[],
  {
    specific,
    keepUnchosen = false,
  }: { specific?: Pick<Family, 'extra' | 'psets'>; keepUnchosen?: boolean } = {},
  maxColumns = 9,
): Parameter[] {
  const family = specific ?? familyOf(tableName)
  const seen = new Set<string>()
  const columns: Parameter[] = []
  const ifc = family.psets.flatMap((pset) => psetParameters(pset, undefined, { keepUnchosen }))
  for (const parameter of [...family.extra, ...ifc]) {
    const key = parameter.name.toLowerCase()
    if (seen.has(key) || columns.length >= maxColumns) continue
    seen.add(key)
    columns.push(parameter)
  }
  columns.push({ name: 'Manufacturer', values: [...manufacturerTitles] })
  return columns
}
