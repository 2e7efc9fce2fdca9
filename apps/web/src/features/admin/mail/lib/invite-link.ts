/** The sign-up link in an invitation's text: without SMTP it reaches the invitee only through an administrator. */
export function inviteLinkOf(message: { kind: string; body: string }): string | null {
  if (message.kind !== 'invite') return null
  return /https?:\/\/\S+token=[^\s"'<>]+/.exec(message.body)?.[0] ?? null
}
