import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as en from '@zxcvbn-ts/language-en'
import { badRequest } from '../../lib/app-error'

// zxcvbn's "safely unguessable" level: common passwords, keyboard walks, names and dates score below it
const minScore = 3
let factory: ZxcvbnFactory | null = null

/**
 * Refuses a new password that is easy to guess, with zxcvbn's reason (docs/decisions/013). The dictionaries
 * (about 1 MB) load on the first password set, not at start-up, and only on the server: the web app relies on
 * this message instead of shipping them.
 */
export function assertStrongPassword(password: string, related: string[] = []) {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  })
  // the person's own e-mail and name count as easy to guess too
  const result = factory.check(password, related.filter(Boolean))
  if (result.score >= minScore) return
  const reason = result.feedback.warning
    ? ` (${result.feedback.warning.replace(/\.$/, '').toLowerCase()})`
    : ''
  throw badRequest(`This password is too easy to guess${reason}. Use a longer phrase of uncommon words.`)
}
