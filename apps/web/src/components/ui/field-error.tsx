/** A field's message from the shared schema, tied to its input by `aria-describedby`. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="text-destructive text-sm">
      {message}
    </p>
  )
}

/** `aria-invalid` and `aria-describedby` for an input whose message may show. */
export function invalidProps(id: string, message: string | undefined) {
  return message ? { 'aria-invalid': true as const, 'aria-describedby': id } : {}
}
