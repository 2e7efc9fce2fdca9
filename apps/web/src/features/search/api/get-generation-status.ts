import { GenerationJobStatusSchema, type GenerationJobStatus } from '@scout/shared/schemas/generation'
import { apiGet } from '@/lib/api-client'
import { generationPath } from './generation-events'

/** `GET /api/omniclass/generate/{job_id}`: the job's events so far, for when the stream cannot be read. */
export async function getGenerationStatus(jobId: string, signal?: AbortSignal): Promise<GenerationJobStatus> {
  return apiGet(generationPath(jobId), GenerationJobStatusSchema, { signal })
}
