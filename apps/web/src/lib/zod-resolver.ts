import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

type ErrorTree = Record<string, unknown>

/** react-hook-form reads errors as a tree (`errors.links[0].url`), so a nested issue is filed under its path. */
function file(tree: ErrorTree, path: PropertyKey[], error: { type: string; message: string }) {
  let node = tree
  path.forEach((key, index) => {
    const name = String(key)
    if (index === path.length - 1) {
      // the first issue of a field wins, as the schema lists them in order
      if (!(node[name] as { message?: string } | undefined)?.message)
        node[name] = { ...(node[name] as object), ...error }
      return
    }
    node[name] ??= {}
    node = node[name] as ErrorTree
  })
}

/**
 * react-hook-form reads the shared zod schema (the one the server checks), so a form's limits and messages
 * have one source. Small enough to own rather than add @hookform/resolvers and its peer list.
 */
export function zodResolver<T extends FieldValues, Out = T>(schema: z.ZodType): Resolver<T, unknown, Out> {
  return async (values) => {
    const result = await schema.safeParseAsync(values)
    // what the schema made of the fields (trimmed, nulls for empty boxes) is what the submit handler gets
    if (result.success) return { values: result.data as Out, errors: {} }
    const errors: ErrorTree = {}
    for (const issue of result.error.issues)
      file(errors, issue.path.length ? issue.path : ['root'], { type: issue.code, message: issue.message })
    return { values: {}, errors: errors as FieldErrors<T> }
  }
}
