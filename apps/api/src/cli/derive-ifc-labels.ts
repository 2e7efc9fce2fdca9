/**
 * Writes `seed/data/ifc-enum-labels.json` (modules/generation/ifc-label-derivation.ts). Run after changing the
 * property set subset: `npm run derive-ifc-labels -w @scout/api`. Offline, dev only.
 */
import { writeFileSync } from 'node:fs'
import { deriveIfcLabels } from '../modules/generation/ifc-label-derivation'

const labels = deriveIfcLabels()
writeFileSync(
  new URL('../seed/data/ifc-enum-labels.json', import.meta.url),
  `${JSON.stringify(labels, null, 2)}\n`,
)
console.log(`${Object.keys(labels).length} labels written`)
