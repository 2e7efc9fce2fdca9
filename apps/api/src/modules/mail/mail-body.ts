import crypto from 'node:crypto'

export const secretPlaceholder = '{{secret}}'
const removed = '(this link was removed once the message was delivered or the invitation closed)'

/** The body as sent: an invitation's token is stored apart from the text and dropped once it is delivered. */
export function renderMailBody(mail: { kind: string; body: string; secret: string | null }) {
  // only invitations carry a secret; any other body is someone's own text and goes out as written
  if (mail.kind !== 'invite') return mail.body
  return mail.body.replaceAll(secretPlaceholder, mail.secret ?? removed)
}

/** `<uuid@domain>`: random per message (unique across installations) and the same on every retry. */
export function messageIdFor(messageUuid: string, from: string) {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'scout.invalid'
  return `<${messageUuid}@${domain}>`
}

export const newWorkerId = () => crypto.randomUUID()
