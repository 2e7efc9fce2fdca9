export type DraftInput = {
  omniclass: string
  omniclassNumber?: string | null
  /** the selected values; empty ones are left out */
  parameters: { name: string; value: string }[]
  documentCategories: string[]
  userName?: string | null
  manufacturerTitles?: string[]
  /**
   * when every addressee is a maker of similar products (decision 017): the tables they make, which the
   * letter names, asking whether they also make this product
   */
  similarTo?: string[]
}

const bullet = (line: string) => `- ${line}`
const listed = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '')

/**
 * The request-for-information e-mail draft (spec §7 `…/request/generate`): a plain, professional letter
 * built from the table, the chosen values and the documents asked for. Pure, so a language-model option can
 * wrap it later and fall back to it.
 */
export function draftRequestEmail(input: DraftInput): string {
  const product = [input.omniclassNumber, input.omniclass.trim()].filter(Boolean).join(' ')
  const values = input.parameters.filter((p) => p.name.trim() && p.value.trim())
  const categories = [...new Set(input.documentCategories.map((c) => c.trim()).filter(Boolean))]
  const titles = input.manufacturerTitles?.filter((t) => t.trim()) ?? []
  const name = input.userName?.trim()

  const lines = [titles.length === 1 ? `Dear ${titles[0]} team,` : 'Hello,', '']
  lines.push(
    `I am looking into ${product} for an upcoming project and would like to know more about what you offer in this category.`,
  )
  const similar = [...new Set(input.similarTo?.filter((t) => t.trim()) ?? [])]
  if (similar.length)
    lines.push(
      '',
      `I understand you make ${listed(similar)}; if you also make ${input.omniclass.trim()}, or something close to it, I would be glad to hear about it.`,
    )
  if (values.length) {
    lines.push(
      '',
      values.length === 1
        ? 'The project calls for the following:'
        : 'The project calls for the following characteristics:',
    )
    lines.push(...values.map((p) => bullet(`${p.name.trim()}: ${p.value.trim()}`)))
    lines.push(
      '',
      'Please let me know which of your products meet these requirements, or come closest to them.',
    )
  }
  lines.push('')
  if (categories.length) {
    lines.push('Could you please send me the following for the relevant products:', ...categories.map(bullet))
  } else {
    lines.push(
      'Could you please send me product data, specifications and drawings for the relevant products?',
    )
  }
  lines.push(
    '',
    'Information on availability and lead times would also be helpful.',
    '',
    'Thank you for your time; I look forward to hearing from you.',
    '',
  )
  lines.push('Kind regards,')
  if (name) lines.push(name)
  return lines.join('\n')
}
