/**
 * Writes `seed/data/typo-guard-words.json` (modules/generation/typo-guard-derivation.ts). Run after changing the
 * kinds' terms: `npm run derive-typo-guard -w @scout/api`. Offline, dev only.
 */
import { writeFileSync } from 'node:fs'
import { deriveTypoGuard } from '../modules/generation/typo-guard-derivation'

const words = deriveTypoGuard()
writeFileSync(new URL('../seed/data/typo-guard-words.json', import.meta.url), `${JSON.stringify(words)}\n`)
console.log(`${words.length} words written`)
