/** The soak's request mix: what professionals do all day, plus a few administrator writes. */
export type Catalogue = {
  tables: { name: string; parameters: { name: string; values: string[] }[] }[]
  titles: string[]
}
export type Call = {
  kind: string
  method: 'GET' | 'POST' | 'PUT'
  path: string
  body?: unknown
  admin?: boolean
}

const queries = [
  'door',
  'hollow metal',
  'windws',
  'ceiling tile',
  'CMU',
  'faucet',
  '23-17 11',
  'resilient flooring',
  'acoustical',
  'glass',
  'toilets',
  'masonry units',
]
const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!
const enc = encodeURIComponent

const mix: [number, (c: Catalogue) => Call][] = [
  [35, () => ({ kind: 'search', method: 'GET', path: `/api/search?q=${enc(pick(queries))}&limit=10` })],
  [
    25,
    (c) => {
      const table = pick(c.tables.filter((t) => t.parameters.length > 0))
      const chosen = table.parameters
        .filter((p) => p.values.length && !/manufacturer/i.test(p.name))
        .slice(0, 2)
      const parameters = chosen.map((p) => ({ name: p.name, value: pick(p.values) }))
      return {
        kind: 'refinement',
        method: 'POST',
        path: '/api/manufacturer/selected_parameters?expanded=false',
        body: { omniclass: table.name, parameters },
      }
    },
  ],
  [
    20,
    (c) => ({
      kind: 'manufacturer page',
      method: 'GET',
      path: `/api/manufacturer/data?title=${enc(pick(c.titles))}`,
    }),
  ],
  [
    10,
    (c) => ({
      kind: 'product images',
      method: 'GET',
      path: `/api/manufacturer/${enc(pick(c.titles))}/product-images`,
    }),
  ],
  [
    5,
    (c) => ({
      kind: 'table manufacturers',
      method: 'GET',
      path: `/api/omniclass/manufacturers/all?omniclass=${enc(pick(c.tables).name)}&expanded=true`,
    }),
  ],
  [
    5,
    (c) => ({
      kind: 'admin write',
      method: 'PUT',
      path: '/admin/manufacturer/data',
      admin: true,
      body: {
        title: pick(c.titles),
        data: { description: `Updated during the soak at ${new Date().toISOString()}.` },
      },
    }),
  ],
]
const totalWeight = mix.reduce((sum, [weight]) => sum + weight, 0)

export function nextCall(catalogue: Catalogue): Call {
  let roll = Math.random() * totalWeight
  for (const [weight, make] of mix) {
    roll -= weight
    if (roll < 0) return make(catalogue)
  }
  return mix[0]![1](catalogue)
}
