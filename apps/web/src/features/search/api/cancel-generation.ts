import { z } from 'zod'
import { GenerationStateSchema } from '@scout/shared/schemas/generation'
import { apiSend } from '@/lib/api-client'
import { generationPath } from './generation-events'

const CancelResponseSchema = z.object({ job_id: z.string(), state: GenerationStateSchema })

/** `DELETE /api/omniclass/generate/{job_id}`: this user stops waiting; the job stops when nobody else waits. */
export async function cancelGeneration(jobId: string) {
  return apiSend(generationPath(jobId), CancelResponseSchema, { method: 'DELETE' })
}
