import { ErrorCode } from '@scout/shared/errors'
import { ApiError, reasonOf } from '@/lib/api-client'
import type { GenerationEnd } from './generation-stream'

export type GenerationStop = Exclude<GenerationEnd, { type: 'done' }>

export const notGeneratedTitle = 'The omniclass was not generated'

/**
 * A generation the server would not start, read as the end of the job it would have been: a 400
 * NOT_A_PRODUCT (a URL, code, an instruction…) keeps its code, as the job's own refusal carries it (the
 * text names no product, or the model said so), so the home page tells both alike.
 */
export function endOfRefusedStart(error: unknown): GenerationStop {
  const message = reasonOf(error)
  return error instanceof ApiError && error.code === ErrorCode.notAProduct
    ? { type: 'failed', message, code: ErrorCode.notAProduct }
    : { type: 'failed', message }
}

/** The home page's toast when a generation ends without a table: the server's reason, whichever path. */
export function stopToast(end: GenerationStop) {
  return {
    variant: end.type === 'failed' ? ('destructive' as const) : ('default' as const),
    title: end.type === 'failed' ? notGeneratedTitle : 'Generation stopped',
    description: end.message,
  }
}
