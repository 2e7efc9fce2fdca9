import type { Random } from './random'

// Invented words only: no real company is named in the demo data (decisions.md §6).
const heads = [
  'Northgate',
  'Ironbark',
  'Bluestone',
  'Cedarline',
  'Harborview',
  'Granitex',
  'Silverpine',
  'Redfern',
  'Oakhollow',
  'Stonebridge',
  'Lumenor',
  'Westmark',
  'Brightwell',
  'Copperfield',
  'Ashgrove',
  'Clearspan',
  'Summitry',
  'Tidewater',
  'Fernhill',
  'Kestrel',
  'Marblehead',
  'Quarryline',
  'Riverbend',
  'Sablewood',
  'Thornbury',
  'Valecrest',
  'Wyndham',
  'Alderbrook',
  'Birchmont',
  'Crestview',
  'Dunmore',
  'Elmstead',
  'Foxglove',
  'Glenhaven',
  'Hollis',
  'Juniper',
  'Kingsley',
  'Larkspur',
  'Maplecroft',
  'Northwood',
  'Orchard',
  'Pinecrest',
  'Quillon',
  'Rosslyn',
  'Shorewood',
  'Trellis',
  'Umberline',
  'Vireo',
  'Willowby',
  'Yarrow',
  'Zephyrine',
  'Basalto',
  'Corvane',
  'Deltora',
]
const tails: Record<string, string[]> = {
  doors: ['Door Systems', 'Doors', 'Entrances', 'Door Company', 'Openings'],
  windows: ['Windows', 'Fenestration', 'Window Works', 'Glass & Glazing'],
  masonry: ['Masonry', 'Block Company', 'Brickworks', 'Masonry Products'],
  flooring: ['Flooring', 'Floors', 'Surfaces', 'Floor Coverings'],
  ceilings: ['Ceilings', 'Acoustics', 'Ceiling Systems', 'Interiors'],
  plumbing: ['Plumbing', 'Fixtures', 'Faucet Company', 'Bath Products'],
  partitions: ['Building Products', 'Panels', 'Wall Systems', 'Boardworks'],
  general: ['Architectural Products', 'Manufacturing', 'Industries', 'Building Products'],
}
const cities = [
  ['Dayton', 'OH', '45402'],
  ['Spokane', 'WA', '99201'],
  ['Tulsa', 'OK', '74103'],
  ['Greenville', 'SC', '29601'],
  ['Madison', 'WI', '53703'],
  ['Boise', 'ID', '83702'],
  ['Fort Wayne', 'IN', '46802'],
  ['Chattanooga', 'TN', '37402'],
  ['Grand Rapids', 'MI', '49503'],
  ['Lancaster', 'PA', '17602'],
  ['Reno', 'NV', '89501'],
  ['Savannah', 'GA', '31401'],
]
const streets = [
  'Industrial Pkwy',
  'Commerce Dr',
  'Foundry Rd',
  'Mill St',
  'Enterprise Ave',
  'Quarry Ln',
  'Depot St',
]
const firstNames = [
  'Avery',
  'Jordan',
  'Maya',
  'Luis',
  'Priya',
  'Sam',
  'Elena',
  'Noah',
  'Grace',
  'Omar',
  'Hana',
  'Theo',
  'Iris',
  'Marcus',
  'Lena',
]
const lastNames = [
  'Hart',
  'Okafor',
  'Lindqvist',
  'Moreno',
  'Patel',
  'Brennan',
  'Kowalski',
  'Nakamura',
  'Reyes',
  'Fischer',
  'Adeyemi',
  'Walsh',
]
const roles = [
  'Sales Representative',
  'Technical Services Manager',
  'Architectural Consultant',
  'Regional Sales Manager',
  'Specification Writer',
]

export function makeTitles(
  random: Random,
  familyKeys: string[],
  count: number,
): { title: string; family: string }[] {
  const used = new Set<string>()
  const out: { title: string; family: string }[] = []
  for (let i = 0; out.length < count; i++) {
    const family = familyKeys[i % familyKeys.length]!
    const head =
      i < heads.length * 4 ? heads[i % heads.length]! : `${random.pick(heads)} ${random.pick(heads)}`
    const title = `${head} ${random.pick(tails[family] ?? tails.general!)}`
    if (used.has(title.toLowerCase())) continue
    used.add(title.toLowerCase())
    out.push({ title, family })
  }
  return out
}

export const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

export function makeAddress(random: Random) {
  const [city, state, zip] = random.pick(cities)
  return `${random.int(100, 9800)} ${random.pick(streets)}, ${city}, ${state} ${zip}, USA`
}

export function makeContact(random: Random, domain: string) {
  const first = random.pick(firstNames)
  const last = random.pick(lastNames)
  return {
    firstName: first,
    lastName: last,
    title: random.pick(roles),
    email: `${first}.${last}@${domain}`.toLowerCase(),
    phone: `+1 555 ${random.int(100, 999)} ${random.int(1000, 9999)}`,
  }
}

export function makeDescription(random: Random, title: string, noun: string) {
  const founded = random.int(1948, 2015)
  return [
    `${title} has designed and manufactured ${noun.toLowerCase()}s for commercial and institutional buildings since ${founded}.`,
    '',
    random.pick([
      'Every product is tested to current ASTM and UL standards, and our technical team supports architects from schematic design through closeout.',
      'We publish complete BIM objects, CAD details and three-part specifications for every product line.',
      'Our plants run on recycled content wherever performance allows, and EPDs are available for most lines.',
    ]),
    random.pick([
      '',
      'Lead times are typically four to six weeks; expedited orders are available on request.',
    ]),
  ]
    .join('\n')
    .trim()
}
