import { describe, expect, it } from 'vitest'
import { buildCatalogueModel, numberFamily, type CatalogueModel } from './catalogue-model'
import { draftWithBuiltinEngine, findLenders } from './builtin-engine'
import { specificKindOf } from './column-rules'
import { withoutBrand, withoutMaker } from './brand-names'
import { withNaturalOrder, withQualitiesFirst, withTermOrder } from './natural-order'
import { readTable23 } from './table-23-fixture'
import { withoutRequestPhrases } from './request-phrases'
import { tableNameFor, withAcronymPlurals } from './table-name'
import { withoutSizes, withRatedTrade } from './typed-sizes'
import { enumerationLabel, matchPropertySets, psetParameters } from './ifc-psets'
import { distinctValues, meetsShapeRules, mergeParameters, withFewYesNo } from './merge-parameters'
import { columnsAnsweredBy } from './name-answers'
import { familyOfKind } from './kind-families'
import { kindOf } from './product-kinds'
import { contentWords, nearDuplicateKey } from './text-keys'
import { withWordsApart } from './typed-text'

describe('near-duplicates', () => {
  it('are equal up to case, spacing, punctuation and plural', () => {
    const key = nearDuplicateKey('Fire Rating')
    for (const variant of ['fire rating', 'FIRE  RATINGS', 'Fire-Rating', 'FireRating', 'fire_ratings.'])
      expect(nearDuplicateKey(variant)).toBe(key)
    expect(nearDuplicateKey('Fire Rated')).not.toBe(key)
    expect(nearDuplicateKey('Base Board')).toBe(nearDuplicateKey('Baseboards'))
    // numbers are told apart by the marks between their digits
    expect(
      distinctValues(['1/2 in', '12 in', '1.5 kW', '15 kW', '0-10 V', '010 V', '2,500 lb', '2500 lb']),
    ).toEqual(['1/2 in', '12 in', '1.5 kW', '15 kW', '0-10 V', '010 V', '2,500 lb'])
  })

  it('read words run together with a capital inside as two, as content words too', () => {
    // Table 23 writes "Clapper CheckValves": read whole, "checkvalv" was no word the valves share
    expect(contentWords('Clapper CheckValves')).toEqual(contentWords('Clapper Check Valves'))
    expect(contentWords('LonWorks Controllers')).toEqual(['lon', 'work', 'controller'])
    // a unit's capital after one letter and a leading small letter are no word break
    expect(contentWords('5 kW uPVC dBA')).toEqual(['5', 'kw', 'upvc', 'dba'])
  })

  it('are merged: the first spelling wins, values pooled, thin columns dropped, Manufacturer last', () => {
    const merged = mergeParameters([
      [
        { name: 'Material', values: ['Steel', 'Wood'] },
        { name: 'Brand', values: ['Zenith Entry'] },
      ],
      [
        { name: 'materials', values: ['steel ', 'Glass', 'WOOD'] },
        { name: 'Color', values: ['Red'] },
        { name: 'Manufacturer', values: ['Acme Doors', 'zenith entry'] },
      ],
    ])
    expect(merged).toEqual([
      { name: 'Material', values: ['Steel', 'Wood', 'Glass'] },
      { name: 'Manufacturer', values: ['Acme Doors', 'Zenith Entry'] },
    ])
    expect(distinctValues(['36 in', '36  IN', '36-in'])).toEqual(['36 in'])
  })

  it('join a column that asks again what an earlier one asks: a word and half its answers in common', () => {
    const merged = mergeParameters([
      [
        { name: 'Size', values: ['24 x 24 in', '24 x 48 in'] },
        { name: 'Fire Rating', values: ['Class A', 'Class B'] },
        { name: 'Fire Rated', values: ['Yes', 'No'] },
        { name: 'Flow Configuration', values: ['Crossflow', 'Counterflow'] },
        { name: 'Width', values: ['12 in', '24 in', '36 in'] },
      ],
      [
        { name: 'Panel Size', values: ['24 x 48 in', '600 x 600 mm', '24 x 24 in'] },
        { name: 'Acoustic Rating', values: ['STC 45', 'STC 50'] },
        { name: 'Flammability Rating', values: ['class a', 'Class B', 'Class C'] },
        { name: 'Smoke Rated', values: ['Yes', 'No'] },
        { name: 'Flow Arrangement', values: ['Cross Flow', 'Counter Flow', 'Parallel Flow'] },
        // a word in common, but two answers of five are chance
        { name: 'Mounting Width', values: ['12 in', '24 in', '48 in', '60 in', '72 in'] },
      ],
    ])
    expect(merged).toEqual([
      { name: 'Size', values: ['24 x 24 in', '24 x 48 in', '600 x 600 mm'] },
      { name: 'Fire Rating', values: ['Class A', 'Class B', 'Class C'] },
      // yes and no answer unrelated questions alike
      { name: 'Fire Rated', values: ['Yes', 'No'] },
      { name: 'Flow Configuration', values: ['Crossflow', 'Counterflow', 'Parallel Flow'] },
      { name: 'Width', values: ['12 in', '24 in', '36 in'] },
      { name: 'Acoustic Rating', values: ['STC 45', 'STC 50'] },
      { name: 'Smoke Rated', values: ['Yes', 'No'] },
      { name: 'Mounting Width', values: ['12 in', '24 in', '48 in', '60 in', '72 in'] },
      { name: 'Manufacturer', values: [] },
    ])
  })

  it('shape rules: five columns of two values or more, and a Manufacturer column', () => {
    const columns = ['A', 'B', 'C', 'D', 'E'].map((name) => ({ name, values: ['1', '2'] }))
    expect(meetsShapeRules([...columns, { name: 'Manufacturer', values: [] }])).toBe(true)
    expect(meetsShapeRules(columns)).toBe(false)
    expect(meetsShapeRules([...columns.slice(1), { name: 'Manufacturer', values: ['x', 'y'] }])).toBe(false)
  })
})

describe('IFC property sets (buildingSMART IFC 4.3)', () => {
  it('labels run-together enumeration values with known words', () => {
    expect(enumerationLabel('DOUBLE_ACTING')).toBe('Double Acting')
    expect(enumerationLabel('ROLLINGUP', new Set(['rolling']))).toBe('Rolling Up')
    expect(enumerationLabel('XQZWV')).toBe('Xqzwv')
  })

  it("gives rated labels typical values only where they fit: a covering's fire and sound are rated otherwise", () => {
    const names = (pset: string) => psetParameters(pset).map((p) => p.name)
    expect(names('Pset_DoorCommon')).toEqual(expect.arrayContaining(['Fire Rating', 'Acoustic Rating']))
    expect(names('Pset_CoveringCommon')).toContain('Flammability Rating')
    expect(names('Pset_CoveringCommon')).not.toContain('Fire Rating')
    expect(names('Pset_CoveringCommon')).not.toContain('Acoustic Rating')
  })

  it("join a demo table of a specific kind only where they ask what the kind's columns do not", () => {
    const toilet = specificKindOf('Combination Toilets')!.extra.map((p) => p.name)
    expect(toilet).toEqual(expect.arrayContaining(['Type', 'Mounting']))
    expect(toilet).not.toContain('Toilet Type')
    expect(toilet).not.toContain('Pan Mounting')
    expect(specificKindOf('Ball Faucets')!.extra.map((p) => p.name)).toContain('Faucet Function')
  })

  it('leave out what no specifier chooses by: where the element sits in a model, and fire facts asked better', () => {
    const wall = psetParameters('Pset_WallCommon').map((p) => p.name)
    expect(wall).toEqual(expect.arrayContaining(['Fire Rating', 'Load Bearing']))
    for (const name of ['Is External', 'Extend To Structure', 'Compartmentation', 'Combustible'])
      expect(wall).not.toContain(name)
    expect(psetParameters('Pset_CoveringCommon').map((p) => p.name)).not.toContain('Surface Spread Of Flame')
    // nor how a model wires or drains it
    const names = (pset: string) => psetParameters(pset).map((p) => p.name)
    expect(names('Pset_ElectricFlowStorageDeviceTypeCommon')).not.toContain('Connected Conductor Function')
    expect(names('Pset_PipeSegmentTypeGutter')).not.toContain('Complementary Function')
    expect(names('Pset_TransformerTypeCommon')).not.toContain('Is Neutral Primary Terminal Available')
    expect(names('Pset_BoilerTypeCommon')).not.toContain('Is Water Storage Heater')
    expect(names('Pset_ImpactProtectionDeviceTypeBumper')).not.toContain('Is Absorbing Energy')
    // nor what reviewers found meaningless: a valve's pattern and operation, beside its mechanism chosen by
    expect(names('Pset_ValveTypeCommon')).not.toContain('Valve Pattern')
    expect(names('Pset_ValveTypeCommon')).not.toContain('Valve Operation')
    expect(names('Pset_ValveTypeCommon')).toContain('Valve Mechanism')
    expect(names('Pset_FurnitureTypeCommon')).not.toContain('Is Built In')
    expect(names('Pset_PipeSegmentTypeGutter')).not.toContain('Is Monitored')
    // the scale profile's tables keep them, as its benchmark figures were measured
    const kept = psetParameters('Pset_WallCommon', undefined, { keepUnchosen: true }).map((p) => p.name)
    expect(kept).toEqual(expect.arrayContaining(['Is External', 'Combustible']))
  })

  it('are chosen by the kind of product named, not by its modifiers', () => {
    const match = (text: string) => matchPropertySets(contentWords(text), contentWords(text).slice(-1))
    expect(match('Wall Hung Toilets')).toEqual(['Pset_SanitaryTerminalTypeToiletPan'])
    expect(match('Smoke Dampers')).toContain('Pset_DamperTypeFireSmokeDamper')
    expect(match('Smoke Dampers')).not.toContain('Pset_SensorTypeSmokeSensor')
    expect(match('Chart Projectors')).toEqual([])
    // a word many sets share is chance: structural panels are no indicator, door or furniture panels
    expect(match('Structural Panels')).toEqual([])
    expect(match('Musical Instruments')).toEqual([])
    expect(match('Electric Motors')).toEqual(['Pset_ElectricMotorTypeCommon'])
  })
})

describe('the built-in engine', () => {
  const tables = [
    { id: 1, number: '23-17 11 00', name: 'Doors' },
    { id: 2, number: '23-17 11 31', name: 'Fire Doors' },
    { id: 3, number: '23-17 13 00', name: 'Windows' },
    { id: 4, number: '23-17 13 13 21', name: 'Awning Windows' },
    { id: 5, number: '23-31 11 00', name: 'Faucets' },
    { id: 6, number: null, name: 'Acoustic Panels' },
  ]
  const model = buildCatalogueModel(tables)

  it('suggests the number family of the most similar tables, or the one the text names', () => {
    for (const [text, family] of [
      ['Acoustic Doors', '23-17 11'],
      ['tilt windows', '23-17 13'],
      ['touchless faucet', '23-31 11'],
      ['23-31 11 Bathroom Doors', '23-31 11'],
    ] as const) {
      const { similar } = findLenders(model, text, [])
      expect(draftWithBuiltinEngine(model, text, similar, new Map()).suggestedNumber, text).toBe(family)
    }
    expect(numberFamily('23-17 11 31 13')).toBe('23-17 11')
    expect(numberFamily('23-17 00 00')).toBe('23-17 00')
  })

  it("withholds a family of other kinds' products, unless its own name shares a word naming the thing", () => {
    const catalogue = buildCatalogueModel([
      ...tables,
      { id: 7, number: '23-15 19 00', name: 'Ceiling Coverings' },
      { id: 8, number: '23-15 19 11', name: 'Acoustical Ceiling Panels' },
      { id: 9, number: '23-15 19 13', name: 'Ceiling Suspension Grids' },
    ])
    const suggestIn = (model: CatalogueModel, text: string) =>
      draftWithBuiltinEngine(model, text, findLenders(model, text, []).similar, new Map()).suggestedNumber
    const suggest = (text: string) => suggestIn(catalogue, text)
    // no stretch ceiling is catalogued, but the family is the ceilings' by its own name
    expect(suggest('Stretch Ceilings')).toBe('23-15 19')
    // no sprinkler is catalogued, and the doors' family says nothing of fire
    expect(suggest('Fire Sprinklers')).toBeNull()
    // ceiling fans are fans, of which the catalogue has none: "ceiling" says which fan, not where it belongs
    expect(suggest('Ceiling Fans')).toBeNull()
    // "window" says where an air conditioner goes, not what it is
    expect(suggest('Window Air Conditioners')).toBeNull()
    // a kind read before a word that names none ("mount") is withheld alike
    expect(suggest('Occupancy Sensor Ceiling Mount')).toBeNull()
    // nor does "toilet" say what a toilet compartment is
    const withToilets = buildCatalogueModel([...tables, { id: 7, number: '23-31 19 00', name: 'Toilets' }])
    expect(suggestIn(withToilets, 'Toilet Compartments')).toBeNull()
    expect(suggestIn(withToilets, 'Wall Hung Toilets')).toBe('23-31 19')
    // a drinking fountain is plumbing, as the group's own table is, but no toilet
    const plumbing = buildCatalogueModel([
      ...tables,
      { id: 7, number: '23-31 00 00', name: 'Plumbing Specific Products and Equipment' },
      { id: 8, number: '23-31 19 00', name: 'Toilets' },
      { id: 9, number: '23-31 19 11', name: 'Water Closets' },
    ])
    expect(suggestIn(plumbing, 'Water Fountain')).toBeNull()
    expect(suggestIn(plumbing, 'Wall Hung Water Closets')).toBe('23-31 19')
  })

  it("suggests a top-level group's own table as the family of a kind only when the kind has no other", () => {
    const group = { id: 7, number: '23-31 00 00', name: 'Plumbing Specific Products and Equipment' }
    const fixtures = { id: 8, number: '23-31 15 11', name: 'Commercial Plumbing Fixtures' }
    // both tables are of the plumbing kind, and the group's number sorts first
    expect(
      familyOfKind(buildCatalogueModel([...tables, group, fixtures]), kindOf('Plumbing Fixtures')!),
    ).toBe('23-31 15')
    // a kind's grandparent counts too: undermount sinks are sinks, and sinks plumbing
    expect(familyOfKind(buildCatalogueModel([...tables, fixtures]), kindOf('Undermount Sinks')!)).toBe(
      '23-31 15',
    )
    // alone, the group is all the catalogue says of plumbing: better than no family
    expect(familyOfKind(buildCatalogueModel([...tables, group]), kindOf('Plumbing Fixtures')!)).toBe(
      '23-31 00',
    )
  })

  it('suggests no family by a generic word alone in a small catalogue', () => {
    const catalogue = buildCatalogueModel([
      ...tables,
      { id: 7, number: '23-31 15 00', name: 'Plumbing Equipment' },
      { id: 8, number: '23-31 15 11', name: 'Toilet Room Equipment' },
    ])
    const suggest = (text: string) =>
      draftWithBuiltinEngine(catalogue, text, findLenders(catalogue, text, []).similar, new Map())
        .suggestedNumber
    // nothing but "equipment" is known of it: the toilet rooms' family would be a guess
    expect(suggest('Medical Equipment')).toBeNull()
    expect(suggest('Room Equipment')).toBe('23-31 15') // a word of the family's own
  })

  it('borrows columns only from tables of the same kind, and from the broader kind what its own lack', () => {
    const doorColumns = [
      { name: 'Width', values: ['30 in', '36 in'] },
      { name: 'Swing', values: ['Left Hand', 'Right Hand'] },
      { name: 'Manufacturer', values: ['Acme Doors'] },
    ]
    const names = (parameters: { name: string }[]) => parameters.map((p) => p.name)

    // "Fire Doors" shares a word with the text but is another kind of product; the catalogue has no sprinklers
    const sprinklers = findLenders(model, 'Fire Sprinklers', [])
    expect(sprinklers.similar.map((t) => t.name)).toContain('Fire Doors')
    expect(sprinklers.lenderIds).toEqual([])
    const sprinklerDraft = draftWithBuiltinEngine(model, 'Fire Sprinklers', sprinklers.similar, new Map())
    expect(names(sprinklerDraft.parameters)).toEqual(
      expect.arrayContaining(['K-Factor', 'Temperature Rating', 'Manufacturer']),
    )
    expect(names(sprinklerDraft.parameters)).not.toContain('Swing')
    expect(sprinklerDraft.suggestedNumber).toBeNull()
    expect(meetsShapeRules(sprinklerDraft.parameters)).toBe(true)

    // garage doors are doors: the doors lend their makers and the columns garage doors lack, not their widths
    const garage = findLenders(model, 'Garage Doors', [])
    expect(garage.lenderIds).toEqual(expect.arrayContaining([1, 2]))
    const garageDraft = draftWithBuiltinEngine(
      model,
      'Garage Doors',
      garage.similar,
      new Map(garage.lenderIds.map((id) => [id, doorColumns])),
    )
    const column = (name: string) => garageDraft.parameters.find((p) => p.name === name)?.values
    expect(column('Width')).not.toContain('30 in')
    expect(column('Width')).toContain('10 ft')
    expect(column('Swing')).toEqual(['Left Hand', 'Right Hand'])
    expect(column('Manufacturer')).toEqual(['Acme Doors'])
    expect(garageDraft.suggestedNumber).toBe('23-17 11')

    // a plumbing fixture's toilet-pan columns (another kind's IFC set) are no faucet's
    const plumbing = buildCatalogueModel([{ id: 1, number: null, name: 'Plumbing Fixtures' }])
    const fixtureColumns = [
      { name: 'Mounting', values: ['Deck', 'Floor'] },
      { name: 'Toilet Pan Type', values: ['Siphonic', 'Wash Down'] },
      { name: 'Is External', values: ['Yes', 'No'] },
    ]
    const faucet = names(
      draftWithBuiltinEngine(
        plumbing,
        'Faucets',
        [{ id: 1, number: null, name: 'Plumbing Fixtures', score: 1 }],
        new Map([[1, fixtureColumns]]),
      ).parameters,
    )
    expect(faucet).not.toContain('Toilet Pan Type')
    expect(faucet).toContain('Is External') // other sets ask it too

    // a flooring table asks which flooring it is, and its tile sizes are the tiles': no question for carpet
    const flooring = buildCatalogueModel([{ id: 1, number: null, name: 'Resilient Flooring' }])
    const flooringColumns = [
      { name: 'Material', values: ['Luxury Vinyl', 'Rubber', 'Carpet Tile', 'Porcelain'] },
      { name: 'Tile Size', values: ['12 x 12 in', '24 x 24 in'] },
      { name: 'Warranty', values: ['10 years', '15 years'] },
    ]
    const floorDraft = (text: string) =>
      names(
        draftWithBuiltinEngine(
          flooring,
          text,
          [{ id: 1, number: null, name: 'Resilient Flooring', score: 1 }],
          new Map([[1, flooringColumns]]),
        ).parameters,
      )
    for (const text of ['Broadloom Carpet', 'Epoxy Flooring']) {
      expect(floorDraft(text), text).not.toEqual(expect.arrayContaining(['Material', 'Tile Size']))
      expect(floorDraft(text), text).toContain('Warranty')
    }
    // a pumps table asks the pumps' own questions, which a fire pump's columns ask better; its Warranty it lends
    const pumps = buildCatalogueModel([{ id: 1, number: null, name: 'Pumps' }])
    const pumpColumns = [
      { name: 'Flow', values: ['10 gpm', '50 gpm'] },
      { name: 'Head', values: ['20 ft', '50 ft'] },
      { name: 'Warranty', values: ['1 year', '5 years'] },
    ]
    const firePump = names(
      draftWithBuiltinEngine(
        pumps,
        'Fire Pumps',
        [{ id: 1, number: null, name: 'Pumps', score: 1 }],
        new Map([[1, pumpColumns]]),
      ).parameters,
    )
    expect(firePump).toEqual(expect.arrayContaining(['Rated Flow', 'Rated Pressure', 'Warranty']))
    expect(firePump).not.toContain('Flow')
    expect(firePump).not.toContain('Head')
  })

  it('does not take a generic last word for the same thing when the kind is unknown', () => {
    // none of these names is of a known kind (nurse call and UPS systems, once the example, now are)
    const systems = buildCatalogueModel([
      { id: 1, number: null, name: 'Blorp Systems' },
      { id: 2, number: null, name: 'Preformed Widget Assembly Systems' },
      { id: 3, number: null, name: 'Zyxx Quark Stations' },
    ])
    const found = findLenders(systems, 'Zyxx Quark Systems', [])
    expect(found.similar.map((t) => t.name)).toContain('Blorp Systems')
    // "systems" names nothing; "zyxx quark" is two words in common
    expect(found.lenderIds).toEqual([3])
  })

  it('takes no columns from a table whose kind was read off a word before its head', () => {
    const screens = buildCatalogueModel([
      { id: 1, number: null, name: 'Skylight Screens' },
      { id: 2, number: null, name: 'Fly Screens' },
    ])
    const found = findLenders(screens, 'Insect Screens', [])
    expect(found.similar.map((t) => t.name)).toContain('Skylight Screens')
    // a skylight screen was made as a skylight: its columns are a skylight's, not a screen's
    expect(found.lenderIds).toEqual([2])
  })

  it('leaves out the columns whose answer the name gives', () => {
    const draft = (text: string) => draftWithBuiltinEngine(model, text, [], new Map()).parameters
    const columns = (text: string) => draft(text).map((p) => p.name)
    expect(columns('Soap Dispensers')).not.toContain('Type') // its Type lists soap dispensers beside grab bars
    expect(columns('Soap Dispensers for Hospitals')).not.toContain('Type') // the main phrase names the product
    expect(columns('Soap Dispensers')).toEqual(
      expect.arrayContaining(['Material', 'Mounting', 'Accessibility']),
    )
    expect(columns('Heat Pumps')).toContain('Type') // air source, ground source…
    // stainless steel sinks are a kind of their own (no Material nor Color), so a hand wash station asks it here
    expect(columns('Stainless Steel Hand Wash Stations')).not.toContain('Material')
    expect(columns('Stainless Steel Hand Wash Stations')).toContain('Color') // its Stainless is inside the material's answer
    expect(columns('Tankless Water Heaters')).not.toContain('Type') // Tank, Tankless, Heat Pump…
    // a material the lenders do not list still answers Material (the demo flooring lists vinyl, rubber…), but
    // only before the thing named: paper towel dispensers are made of steel or plastic
    expect(columns('Cork Flooring')).not.toContain('Material')
    expect(columns('Paper Towel Dispensers')).toContain('Material')
    expect(columns('Hydraulic Residential Elevators')).not.toEqual(expect.arrayContaining(['Drive', 'Use']))
    expect(columns('Natural Gas Generators')).not.toContain('Fuel')
    expect(columns('Solar Water Heaters')).toContain('Heat Transfer Fluid') // its Water is part of the thing named
    // a Yes/No column is answered by its own words
    const flags = ['Is Tempered', 'Is Laminated'].map((name) => ({ name, values: ['Yes', 'No'] }))
    const answered = columnsAnsweredBy('Tempered Glass', kindOf('Tempered Glass'), flags)
    expect([...answered]).toEqual([nearDuplicateKey('Is Tempered')])
    // a count answers the column it counts, by the column's last word
    const counted = [
      { name: 'Compartments', values: ['1', '2', '3', '4'] },
      { name: 'Drainboards', values: ['None', 'Left', 'Right', 'Both'] },
    ]
    expect([...columnsAnsweredBy('3 Compartment Sinks', null, counted)]).toEqual([
      nearDuplicateKey('Compartments'),
    ])
    expect([...columnsAnsweredBy('Compartment Sinks', null, counted)]).toEqual([])
    // a word of a written compound, or one apart from the thing named, answers nothing
    expect(columns('Black-Out Blinds')).toContain('Color')
    // (natural gas piping is a kind of its own now, asked no application; a steel pipe's Application offers Gas)
    expect(kindOf('Facility Flue-Gas Steel Pipe')?.key).toBe('iron-pipes')
    expect(columns('Facility Flue-Gas Steel Pipe')).toContain('Application')
    expect(columns('Facility Flue Gas Steel Pipe')).not.toContain('Application')
    expect(columns('Infra Red Radiation Detectors')).toContain('Color')
    expect(columns('Doors with Glass Vision Panels')).toContain('Material')
    // the filler offers no column the name answers: copper pad style snow guards are asked no material
    expect(columns('Copper Pad Style Snow Guards')).not.toEqual(expect.arrayContaining(['Material', 'Type']))
    expect(columns('Copper Pad Style Snow Guards')).toContain('Color') // the filler's
    // a kind keeps a column of its own when the name answers one: smart thermostats are asked no material
    expect(columns('Smart Thermostats')).toEqual(expect.arrayContaining(['Connectivity', 'Sensors']))
    expect(columns('Smart Thermostats')).not.toContain('Material')
    // a column the name answers comes back when the table would fall short of the shape rules without it
    for (const text of [
      'Steel Doors',
      'Natural Gas Generators',
      'Carpet Tiles',
      'Wood Lath',
      'Copper Gutters',
    ])
      expect(meetsShapeRules(draft(text)), text).toBe(true)
  })

  it("lets IFC columns round out a kind's own to eight, no more", () => {
    const extra = (text: string) => {
      const own = new Set(kindOf(text)!.parameters.map((p) => p.name))
      return draftWithBuiltinEngine(model, text, [], new Map())
        .parameters.map((p) => p.name)
        .filter((name) => !own.has(name) && name !== 'Manufacturer')
    }
    // (fire sprinklers, the example here before, now have eight of their own: coverage and hazard)
    expect(kindOf('Faucets')!.parameters).toHaveLength(6)
    expect(extra('Faucets')).toHaveLength(2)
    expect(kindOf('Tempered Glass')!.parameters).toHaveLength(8)
    expect(extra('Tempered Glass')).toEqual([]) // no Is Laminated, Is Coated, Is Wired
    // a broad kind's too: windows choose by U-factor and operation, not by Has Sill External or Has Drive
    expect(kindOf('Vinyl Windows')!.broad).toBe(true)
    expect(extra('Vinyl Windows')).toEqual([])
    expect(kindOf('Sliding Doors')!.broad).toBe(true)
    expect(extra('Sliding Doors').length).toBeGreaterThan(0)
    expect(extra('Sliding Doors').length).toBeLessThanOrEqual(4)
  })

  it("takes no other kind's IFC sets for a broad kind's name: plumbing fixtures are no light fixtures", () => {
    const draft = draftWithBuiltinEngine(model, 'Plumbing Fixtures', [], new Map())
    expect(draft.propertySets.some((pset) => pset.startsWith('Pset_LightFixture'))).toBe(false)
    expect(draftWithBuiltinEngine(model, 'Sliding Doors', [], new Map()).propertySets).toContain(
      'Pset_DoorCommon',
    )
  })

  it('meets the shape rules even when nothing is alike', () => {
    const draft = draftWithBuiltinEngine(model, 'Zyxx Quarks', [], new Map())
    expect(draft.suggestedNumber).toBeNull()
    expect(meetsShapeRules(draft.parameters)).toBe(true)
  })

  it('fills a thin draft from the generic family only up to five columns, skipping questions it asks', () => {
    const quarks = buildCatalogueModel([{ id: 1, number: null, name: 'Zyxx Quark Widgets' }])
    const { similar, lenderIds } = findLenders(quarks, 'Quark Widgets', [])
    expect(lenderIds).toEqual([1])
    const lent = [
      { name: 'Body Material', values: ['Brass', 'Bronze'] },
      { name: 'Thread', values: ['NPT', 'BSP'] },
      { name: 'Load Class', values: ['Light', 'Heavy'] },
    ]
    const draft = draftWithBuiltinEngine(quarks, 'Quark Widgets', similar, new Map([[1, lent]]))
    // two generic columns make five; the generic Material would ask again what Body Material asks
    expect(draft.parameters.map((p) => p.name)).toEqual([
      'Body Material',
      'Thread',
      'Load Class',
      'Finish',
      'Color',
      'Manufacturer',
    ])
  })

  it('offers a known kind the generic Material last: its own columns ask what it is made of', () => {
    // the name answers the laundry kind's Type and Duty, which leaves four of its columns (washer extractors,
    // the example here before, are now a kind of eight columns of their own)
    const names = draftWithBuiltinEngine(model, 'Commercial Flatwork Ironers', [], new Map()).parameters.map(
      (p) => p.name,
    )
    expect(names).toContain('Capacity')
    expect(names).not.toContain('Material')
    expect(names.filter((name) => ['Finish', 'Color', 'Width', 'Height'].includes(name))).toHaveLength(1)
  })

  it('keeps the first two Yes/No columns only, while the table keeps its shape', () => {
    const quarks = buildCatalogueModel([{ id: 1, number: null, name: 'Zyxx Quark Widgets' }])
    const { similar } = findLenders(quarks, 'Quark Widgets', [])
    const flag = (name: string) => ({ name, values: ['Yes', 'No'] })
    const lent = [
      { name: 'Thread', values: ['NPT', 'BSP'] },
      { name: 'Load Class', values: ['Light', 'Heavy'] },
      ...['Has Drive', 'Smoke Stop', 'Fire Exit', 'Has Sill', 'Is Tempered'].map(flag),
    ]
    const names = draftWithBuiltinEngine(
      quarks,
      'Quark Widgets',
      similar,
      new Map([[1, lent]]),
    ).parameters.map((p) => p.name)
    // no fewer than five columns: a third flag stays beside Thread and Load Class
    expect(names).toEqual(['Thread', 'Load Class', 'Has Drive', 'Smoke Stop', 'Fire Exit', 'Manufacturer'])
    const manufacturer = { name: 'Manufacturer', values: [] }
    expect(
      withFewYesNo([...lent, { name: 'Size', values: ['S', 'M'] }, manufacturer]).map((p) => p.name),
    ).toEqual(['Thread', 'Load Class', 'Has Drive', 'Smoke Stop', 'Size', 'Manufacturer'])
    expect(withFewYesNo([...lent.slice(2), manufacturer])).toHaveLength(6)
  })

  it('names the table as the catalogue does', () => {
    expect(tableNameFor('  acoustic   doors!! ')).toBe('Acoustic Doors')
    expect(tableNameFor('HM doors')).toBe('HM Doors')
    expect(tableNameFor('-- fire door (exterior) --')).toBe('Fire Door (exterior)')
    expect(tableNameFor('exterior insulation and finish systems')).toBe(
      'Exterior Insulation and Finish Systems',
    )
    expect(tableNameFor('ev charging station')).toBe('EV Charging Station')
    expect(tableNameFor('rooftop ahus')).toBe('Rooftop AHUs')
    expect(tableNameFor('class a fire doors')).toBe('Class A Fire Doors')
    expect(tableNameFor('for sale signs')).toBe('For Sale Signs')
    expect(tableNameFor('fire-rated glass')).toBe('Fire-Rated Glass')
    expect(tableNameFor('low voc interior paint')).toBe('Low VOC Interior Paint') // a column's acronym
    expect(tableNameFor('fm-200')).toBe('FM-200') // each part of a joined word
  })

  it('leaves the sizes and ratings typed with a product out of its name, not its counts and classes', () => {
    const cases: [string, string][] = [
      ['2 inch ball valve bronze', 'ball valve bronze'],
      ['200A panel', 'panel'],
      ['24 x 24 supply diffuser', 'supply diffuser'],
      ['#12 THHN', 'THHN'],
      ['1 1/2 inch copper pipe', 'copper pipe'],
      ['water heater 50 gal', 'water heater'],
      ['5/8 type x drywall', 'type x drywall'],
      ['R-19 batt insulation', 'batt insulation'],
      ['R-410A condensing units', 'R-410A condensing units'], // a refrigerant, no rating
      ['3 compartment sink', '3 compartment sink'],
      ['LVL 2 EV charger', 'LVL 2 EV charger'],
      ['pipe sch 40', 'pipe sch 40'],
      ['36 in', '36 in'],
      ['fire rated door 90 min', 'fire rated door'],
      ['fire doors 90 minute', 'fire doors'],
      ['2 hr shaft wall', 'shaft wall'],
      ['drywall 5/8 type x', 'drywall type x'],
      ['T8 4ft lamps', 'T8 lamps'],
      ['pipe sch 40 PVC', 'pipe sch 40 PVC'],
      ['gas furnace 80k btu', 'gas furnace'],
      ['42u server cabinet', 'server cabinet'],
      ['perforated floor tile 56% open', 'perforated floor tile'],
      ['door, hollow-metal (3\'-0" x 7\'-0")', 'door, hollow-metal'],
      ['selective pallet rack 42" deep', 'selective pallet rack'],
      ['ahu filter merv 13', 'ahu filter'],
      ['hot water boiler 2 mmbh', 'hot water boiler'],
      ['lvp 20 mil wear layer', 'lvp'],
      ['hollow metal door 3070', 'hollow metal door'], // a door's size as the trade writes it
      ['manual roller shade w/ chain', 'manual roller shade with chain'],
      ['nonwoven filter fabric 8 oz', 'nonwoven filter fabric'],
      ['sandpaper 120 grit', 'sandpaper'],
      ['angle grinder 4-1/2', 'angle grinder'],
      ['asphalt binder pg 64-22', 'asphalt binder'],
      ['ASTM C1289 polyiso roof insulation', 'polyiso roof insulation'], // a standard
      ['tile mortar ANSI A118.4', 'tile mortar'],
      ['NEMA 4X enclosure', 'enclosure'],
      ['gate valve 6" 150#', 'gate valve'], // a pressure class
      ['NVR 32 channel', 'NVR'], // a count of channels or ports, not a C-channel
      ['PoE switch 24 port', 'PoE switch'],
      ['EV charger level 2', 'EV charger'],
      ['UL listed fire dampers', 'UL listed fire dampers'], // no standard's number
    ]
    for (const [typed, meant] of cases) expect(withoutSizes(typed), typed).toBe(meant)
  })

  it('reads the product out of a request written as to a person', () => {
    const cases: [string, string][] = [
      ['i need a fire rated door for a stair', 'fire rated door'],
      ['what do you have for acoustic panels in a gym?', 'acoustic panels'],
      ["we're looking for a heat pump please", 'heat pump'],
      ['show me doors', 'doors'],
      ['need a grease trap for a small restaurant', 'grease trap'],
      ['need a spec for vapour retarder under slab', 'vapour retarder under slab'],
      ['what do you call the bracket that holds a wall hung sink?', 'bracket that holds a wall hung sink'],
      ['the chemical fume hood for lab 204', 'chemical fume hood'],
      ['Call Systems for the Disabled', 'Call Systems for the Disabled'], // Table 23's own phrase
      ['Anchors for Building Maintenance', 'Anchors for Building Maintenance'],
      ['Pumps for Fire Protection', 'Pumps for Fire Protection'],
      ['I beams', 'I beams'],
    ]
    for (const [typed, meant] of cases) expect(withoutRequestPhrases(typed), typed).toBe(meant)
  })

  it("reads a name in a specification's order, the product first, as people say it", () => {
    const cases: [string, string][] = [
      ['Doors, Hollow Metal', 'Hollow Metal Doors'],
      ['Valve, Check, Swing', 'Swing Check Valve'],
      ['Damper, Volume', 'Volume Damper'], // a long word's final e is no plural
      ['Exhaust Fan, Inline', 'Inline Exhaust Fan'],
      ['Louvers, Stationary, Extruded Aluminum', 'Extruded Aluminum Stationary Louvers'],
      ['Unit Masonry, Concrete Masonry Units', 'Unit Masonry, Concrete Masonry Units'], // a product after it
      ['Tile, Porcelain, 24x48', '24x48 Porcelain Tile'], // the size goes next (withoutSizes)
      ['Suspended Ceilings, Grids', 'Suspended Ceilings, Grids'], // Table 23's: a product of its own after it
      [
        'Flocculating Clarifier, Pulsating Sludge Blanket Type',
        'Flocculating Clarifier, Pulsating Sludge Blanket Type',
      ],
      ['Floor Mats and Grilles, Recessed', 'Floor Mats and Grilles, Recessed'], // a list
      ['Qwzx, Blorft', 'Qwzx, Blorft'], // no kind either way
    ]
    for (const [typed, meant] of cases) expect(withNaturalOrder(typed), typed).toBe(meant)
    // without commas, when the words are a term's: the product's own word last
    expect(withTermOrder('transformer pad mounted')).toBe('pad mounted transformer')
    expect(withTermOrder('motor TEFC')).toBe('TEFC motor')
    expect(withTermOrder('Conveyor Belts')).toBe('Conveyor Belts') // Table 23's: no belt conveyor
    // qualities typed after the product: words of its kind's terms or values
    const qualities: [string, string][] = [
      ['smoke detector photoelectric', 'photoelectric smoke detector'],
      ['generator diesel', 'diesel generator'],
      ['Fire Extinguisher Cabinet Semi Recessed', 'Semi Recessed Fire Extinguisher Cabinet'],
      ['toilet wall hung', 'wall hung toilet'],
      ['Sliding Door Gear', 'Sliding Door Gear'], // Table 23's: gear ends a term, a product of its own
      ['lavatory faucet sensor', 'lavatory faucet sensor'], // a sensor is a product too
      ['door closer overheads', 'door closer overheads'], // a plural is a product
    ]
    for (const [typed, meant] of qualities) expect(withQualitiesFirst(typed), typed).toBe(meant)
    const reordered = readTable23().filter(
      (row) =>
        withNaturalOrder(row.name) !== row.name ||
        withTermOrder(row.name) !== row.name ||
        withQualitiesFirst(row.name) !== row.name,
    )
    expect(reordered).toEqual([])
  })

  it('reads words typed run together apart, unless the catalogue writes them whole', () => {
    const model = buildCatalogueModel([{ id: 1, number: '23-25 47 13', name: 'Fiberoptic Bronchoscopes' }])
    const cases: [string, string][] = [
      ['checkvalves', 'check valves'],
      ['Swing CheckValves', 'Swing Check Valves'],
      ['Firedoors', 'Fire Doors'],
      ['sheetmetal ductwork', 'sheet metal ductwork'],
      ['Fiberoptic Cable', 'Fiberoptic Cable'], // the catalogue's own word
      ['countertops', 'countertops'], // a term's word whole
      ['Tympanometers', 'Tympanometers'],
    ]
    for (const [typed, meant] of cases) expect(withWordsApart(model, typed), typed).toBe(meant)
  })

  it('names a brand typed as the product by the product it is', () => {
    expect(tableNameFor(withoutBrand('tyvek'))).toBe('Building Wrap')
    expect(tableNameFor(withoutBrand('Durock'))).toBe('Cement Board')
    expect(tableNameFor(withoutBrand('romex'))).toBe('NM Cable')
    expect(tableNameFor(withoutBrand('tji joists'))).toBe('I-Joists')
    expect(tableNameFor(withoutBrand('novec 1230'))).toBe('Fluoroketone Suppression')
    expect(tableNameFor(withoutBrand('vesda'))).toBe('Aspirating Smoke Detection') // its first term is the brand
    expect(tableNameFor(withoutBrand('big ass fan'))).toBe('HVLS Fan') // a brand of two words
    expect(withoutBrand('sheetrock screws')).toBe('sheetrock screws') // another product's brand: as typed
    expect(withoutBrand('rockwool comfortboard')).toBe('rockwool comfortboard') // no whole term: as typed
    expect(withoutBrand('Composite Decking')).toBe('Composite Decking')
    // an abbreviation typed alone, by the kind's name it abbreviates, in the number typed
    expect(withoutBrand('FACP')).toBe('Fire Alarm Control Panel')
    expect(withoutBrand('rtus')).toBe('Rooftop Units')
    expect(withoutBrand('EIFS')).toBe('Exterior Insulation and Finish System')
    expect(withoutBrand('EMT')).toBe('Electrical Metallic Tubing') // not "EMT tubing", which spells it too
    expect(withoutBrand('LED')).toBe('LED') // no name of its kind abbreviated
    expect(withoutBrand('FACP panel')).toBe('FACP panel') // only an acronym typed alone
  })

  it("leaves out a maker's name typed before its product", () => {
    const model = buildCatalogueModel([])
    expect(withoutMaker(model, 'Kohler toilet')).toBe('toilet')
    expect(withoutMaker(model, 'Sherwin Williams paint')).toBe('paint') // one word of it no word at all
    expect(withoutMaker(model, 'Kohler wall hung toilet')).toBe('wall hung toilet') // the product's qualities stay
    expect(withoutMaker(model, 'Daikin VRF')).toBe('VRF')
    expect(withoutMaker(model, 'Rain Bird sprinkler heads')).toBe('Rain Bird sprinkler heads') // English words
    expect(withoutMaker(model, 'GAF TPO')).toBe('GAF TPO') // an acronym may be the trade's
    expect(withoutMaker(model, 'Weigand Card Readers x')).toBe('Weigand Card Readers x') // no whole term after it
    expect(readTable23().filter((row) => withoutMaker(model, row.name) !== row.name)).toEqual([])
  })

  it('reads an electrical rating as the trade of a product its name leaves open', () => {
    const read = (typed: string) => withRatedTrade(typed, withoutSizes(typed))
    expect(read('200 amp panel')).toBe('electrical panel')
    expect(kindOf(read('480V panel'))?.key).toBe('panelboards')
    expect(read('200A disconnect')).toBe('disconnect') // a kind already
    expect(read('24 x 24 panel')).toBe('panel') // a size, no rating
    expect(read('20 amp qwzx')).toBe('qwzx') // "electrical" makes it no kind either
  })

  it("reads an acronym's plural written with an apostrophe as its plural", () => {
    expect(withAcronymPlurals("ERV's")).toBe('ERVs')
    expect(withAcronymPlurals('rooftop AHU’s')).toBe('rooftop AHUs')
    expect(withAcronymPlurals("Owner's Manuals")).toBe("Owner's Manuals") // a possessive stays
    expect(kindOf(withAcronymPlurals("ERV's"))?.key).toBe('energy-recovery')
  })

  it('writes a shouted name as any other, its acronyms kept', () => {
    expect(tableNameFor('FIRE EXTINGUISHERS')).toBe('Fire Extinguishers')
    expect(tableNameFor('PUMPS FOR FIRE PROTECTION')).toBe('Pumps for Fire Protection')
    expect(tableNameFor('VRF SYSTEMS')).toBe('VRF Systems')
    expect(tableNameFor('HM DOORS')).toBe('HM Doors')
    // acronyms alone, or among words no kind uses, are as typed
    expect(tableNameFor('AHU')).toBe('AHU')
    expect(tableNameFor('NEMA 4X')).toBe('NEMA 4X')
  })

  it('spells a word as the kind it is read as, in the number and case typed', () => {
    expect(tableNameFor('sprinkelr heads')).toBe('Sprinkler Heads')
    expect(tableNameFor('Elevaters')).toBe('Elevators')
    expect(tableNameFor('fire extingusher cabinets')).toBe('Fire Extinguisher Cabinets')
    expect(tableNameFor('lavatorys')).toBe('Lavatories')
    expect(tableNameFor('PVC Conduite')).toBe('PVC Conduit')
    expect(tableNameFor('Duct Tape')).toBe('Duct Tape')
    // two words a term writes as one
    expect(tableNameFor('fire places')).toBe('Fireplaces')
    expect(tableNameFor('Wheel Chair Lifts')).toBe('Wheelchair Lifts')
    expect(tableNameFor('Fire Doors')).toBe('Fire Doors')
    // another kind's word is no correction: troffers are lighting, trailers a loading dock's
    expect(tableNameFor('LED troilers')).toBe('LED Troilers')
    // building words one edit from a term's are words, not typos; short words are too alike to tell
    expect(tableNameFor('Commercial Broilers')).toBe('Commercial Broilers')
    expect(tableNameFor('gypsum bord')).toBe('Gypsum Bord')
    expect(tableNameFor('Glazed Doors')).toBe('Glazed Doors')
  })
})
