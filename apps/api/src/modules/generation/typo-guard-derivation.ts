/**
 * The building words that the typo rule of product-kinds.ts would take for a misspelt term word: words of
 * OmniClass Tables 21, 22 and 23 (`../shared/data`) and of the IFC property sets, six letters or more once
 * stemmed, that the rule would read as a term word (`typoTarget`: "broiler" as "boiler"). Those tables are
 * spelt with care and speak the trade, where a general dictionary also lists misspellings ("cieling") and rare
 * variants. Stored in `seed/data/typo-guard-words.json` by `cli/derive-typo-guard.ts`, so that the server needs
 * neither; a test keeps the file current.
 */
import { readFileSync } from 'node:fs'
import { splitWords, stemWord } from '../search/text'
import { ifcVocabulary } from './ifc-psets'
import { typoTarget } from './product-kinds'
import { sharedDataFile } from '../../lib/shared-data'

const tables = ['21', '22', '23'].map((table) => sharedDataFile(`omniclass-table-${table}.csv`))

export function deriveTypoGuard(): string[] {
  const words = new Set(ifcVocabulary)
  for (const table of tables) for (const word of splitWords(readFileSync(table, 'utf8'))) words.add(word)
  const stems = new Set([...words].map(stemWord))
  return [...stems].filter((stem) => typoTarget(stem) !== null).sort()
}
