/** how a request starts: "i need", "we're looking for", "do you have", "what do you call"… */
const requests = [
  "(?:i|we)(?:'m|'re| am| are)?\\s+(?:need(?:ing)?|want(?:ing)?|looking\\s+for|searching\\s+for|trying\\s+to\\s+find)",
  'need|want|looking\\s+for|searching\\s+for|search\\s+for|find(?:\\s+me)?|show\\s+me|get\\s+me',
  "do\\s+you\\s+have|have\\s+you\\s+got|what\\s+do\\s+you\\s+(?:have\\s+for|call)|what(?:'s|\\s+is|\\s+are)",
  'where\\s+(?:can|do)\\s+i\\s+(?:find|get|buy)|is\\s+there',
]
/** what is asked for about the product: "need a spec for…", "a quote on…" */
const about =
  '(?:(?:a|an|the)\\s+)?(?:spec(?:ification)?s?|quotes?|prices?|pricing|info(?:rmation)?)\\s+(?:for|on)\\s+'
const opening = new RegExp(
  `^(?:please\\s+)?(?:${requests.join('|')})\\s+(?:${about})?(?:(?:a|an|some|any|the)\\s+)?`,
  'i',
)
const closing =
  /\s+(?:for|in|at|on)\s+(?:(?:a|an|my|our)\s+[^,;]+|(?:room|lab|suite|unit|building|floor|level)\s+\S*\d\S*)$|\s+please$/i

/**
 * What people type around a product's name when they write to the search box as to a person: "i need a fire
 * rated door for a stair", "what do you have for acoustic panels in a gym?", "the fume hood for lab 204". The
 * request's words, a leading "the", and a closing place it is for ("for a …", "in our …", with "a", "an", "my"
 * or "our": Table 23's "Call Systems for the Disabled" keeps its phrase) or room ("for lab 204") are no part of
 * the product; left in, they name the table and keep the existing one from opening.
 */
export function withoutRequestPhrases(text: string): string {
  const trimmed = text.trim().replace(/[?!.]+$/, '')
  const product = trimmed
    .replace(opening, '')
    .replace(closing, '')
    .replace(/^the\s+(?=\S+\s)/i, '')
    .trim()
  return /\p{L}{2}/u.test(product) ? product : text
}
