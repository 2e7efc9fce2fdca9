import type { RfiRequest } from '@scout/shared/schemas/rfi'

export type RfiMailInput = {
  request: Pick<RfiRequest, 'email_content' | 'user_email' | 'user_name' | 'document_categories'>
  omniclass: string
  omniclassNumber: string | null
  parameters: { name: string; value: string }[]
  manufacturerTitle: string
  /** for a maker of similar products (decision 017): the table it makes, which the asked one learned from */
  similarTo?: string | null
  attachmentNames: string[]
}

// a header must stay one line, whatever the professional typed
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim()

/** One manufacturer's message: the professional's own text, then what they asked for, in plain words. */
export function composeRfiMail(input: RfiMailInput) {
  const product = [input.omniclassNumber, input.omniclass].filter(Boolean).join(' ')
  const { request } = input
  const details = [
    '',
    '---',
    `Request for information sent to ${input.manufacturerTitle} through Scout.`,
    `From: ${request.user_name} <${request.user_email}>; reply to this message to answer them.`,
    `Product: ${product}`,
  ]
  // they make something else: say what is looked for and why they were asked
  if (input.similarTo)
    details.splice(
      3,
      0,
      `You are asked as a maker of a similar product: you make ${input.similarTo}, and ${request.user_name} is looking for ${product}.`,
    )
  if (input.parameters.length)
    details.push('Selected values:', ...input.parameters.map((p) => `- ${p.name}: ${p.value}`))
  details.push(
    `Requested documents: ${request.document_categories.length ? request.document_categories.join(', ') : 'none named'}`,
  )
  if (input.attachmentNames.length) details.push(`Attachments: ${input.attachmentNames.join(', ')}`)
  return {
    subject: oneLine(`Request for information: ${product} (from ${request.user_name})`).slice(0, 250),
    body: [request.email_content.trim(), ...details].join('\n'),
  }
}
