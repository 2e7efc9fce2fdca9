import refusals from './refused-text.json'

/**
 * Text that is no building product's name, refused before a job starts with a reason the home page shows
 * (issue 26: a pasted instruction, SQL and a URL had been saved as tables). The patterns are data
 * (refused-text.json); the same check reads a model's answer (model-engine.ts). Text with no product word
 * is refused in the job, where the catalogue's words are known (product-word.ts).
 */
const patterns = refusals.patterns.map((entry) => ({
  what: entry.what,
  test: new RegExp(entry.pattern, entry.flags),
  reason: entry.reason,
}))

/** Why the text is no product's name, or null when it may be one. */
export function refusalOf(text: string): string | null {
  for (const { test, reason } of patterns) if (test.test(text)) return reason
  if (text.trim().split(/\s+/).length > refusals.maxWords) return refusals.tooManyWords
  return null
}
