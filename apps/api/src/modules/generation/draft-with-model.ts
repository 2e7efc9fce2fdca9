import type { FastifyBaseLogger } from 'fastify'
import { draftRequestEmail, type DraftInput } from '../rfi/draft'
import { completeChat, type ModelSettings } from './model-client'
import { breakerFor } from './model-breaker'

const draftTimeoutMs = 15_000
const maxDraftLength = 8_000

const instructions = [
  'You write requests for information from a construction professional to building-product manufacturers.',
  'Write the body of one short, courteous, professional e-mail in plain text: no subject line, no Markdown, no placeholders.',
  'Keep every fact you are given (the product, each required value, each document asked for, the sender) and invent none.',
  'Answer with the e-mail text only.',
].join('\n')

function describe(input: DraftInput, template: string): string {
  const values = input.parameters
    .filter((p) => p.name.trim() && p.value.trim())
    .map((p) => `- ${p.name}: ${p.value}`)
  return [
    `Product: ${[input.omniclassNumber, input.omniclass].filter(Boolean).join(' ')}`,
    values.length ? `Required values:\n${values.join('\n')}` : 'No particular values are required.',
    input.documentCategories.length ? `Documents asked for: ${input.documentCategories.join(', ')}` : '',
    input.manufacturerTitles?.length === 1
      ? `Addressed to: ${input.manufacturerTitles[0]}`
      : 'Addressed to several manufacturers at once.',
    input.similarTo?.length
      ? `The addressees make similar products (${input.similarTo.join(', ')}), not necessarily this one: ask whether they make it.`
      : '',
    input.userName ? `Sender: ${input.userName}` : '',
    `A plain version to improve on:\n${template}`,
  ]
    .filter(Boolean)
    .join('\n\n')
}

/** The model's text without the wrapping some models add: a code fence or surrounding quotes. */
function cleanDraft(content: string): string {
  const fenced = /^```[a-z]*\n([\s\S]*?)\n?```$/i.exec(content.trim())
  return (fenced ? fenced[1]! : content)
    .trim()
    .replace(/^"([\s\S]*)"$/, '$1')
    .trim()
}

/**
 * The RFI e-mail draft (decisions.md §4): the model's letter when LLM_BASE_URL is set, else, and on any
 * failure (timeout, error, empty or runaway answer), the template of rfi/draft.ts.
 */
export async function draftWithModel(
  settings: ModelSettings | undefined,
  input: DraftInput,
  log?: FastifyBaseLogger,
): Promise<string> {
  const template = draftRequestEmail(input)
  if (!settings) return template
  const breaker = breakerFor(settings.baseUrl)
  if (!breaker.allows()) return template
  try {
    const content = await completeChat(
      settings,
      [
        { role: 'system', content: instructions },
        { role: 'user', content: describe(input, template) },
      ],
      { timeoutMs: Math.min(draftTimeoutMs, settings.timeoutMs) },
    )
    breaker.succeeded()
    const draft = cleanDraft(content)
    // a letter is prose: a JSON object or code in its place is not one
    if (draft && draft.length <= maxDraftLength && !/^[[{]/.test(draft)) return draft
    log?.warn({ length: draft.length }, 'draft: the model answered empty or too long; the template answers')
  } catch (error) {
    breaker.failed()
    log?.warn({ err: error }, 'draft: the model failed; the template answers')
  }
  return template
}
