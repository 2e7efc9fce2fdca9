import { toNameKey } from '@scout/shared/domain/names'
import { phraseEnds } from './product-kinds'

/** where a name's main phrase ends, as the kinds read it (product-kinds.ts): " with tank" */
const phraseEnd = new RegExp(` (?:${[...phraseEnds].join('|')}) `)

/**
 * The other number of the last word (`fire door` ↔ `fire doors`, `battery` ↔ `batteries`), and of the thing's
 * own last word before "with", "for"… (`toilet with tank` ↔ `toilets with tank`).
 */
function otherNumberForms(nameKey: string): string[] {
  const phrase = phraseEnd.exec(nameKey)
  const forms = lastWordForms(nameKey)
  if (!phrase) return forms
  const rest = nameKey.slice(phrase.index)
  return [...forms, ...lastWordForms(nameKey.slice(0, phrase.index)).map((form) => form + rest)]
}

function lastWordForms(nameKey: string): string[] {
  const match = /^(.*?)([a-z]+)$/.exec(nameKey)
  if (!match) return []
  const [, head = '', last = ''] = match
  const forms = last.endsWith('ies')
    ? [`${last.slice(0, -3)}y`]
    : last.endsWith('es')
      ? [last.slice(0, -2), last.slice(0, -1)]
      : last.endsWith('s')
        ? [last.slice(0, -1)]
        : last.endsWith('y')
          ? [`${last.slice(0, -1)}ies`, `${last}s`]
          : [`${last}s`, `${last}es`]
  return forms.map((form) => `${head}${form}`)
}

/** The name keys a name's table may have in the other number: what generation opens instead of repeating it. */
export function nameForms(name: string): string[] {
  return otherNumberForms(toNameKey(name))
}
