import { GenerateJobSchema } from '@scout/shared/schemas/generation'
import { apiSend } from '@/lib/api-client'

/** `POST /api/omniclass/generate`: starts a job for the typed text, or joins the one already running for it. */
export async function startGeneration(text: string): Promise<string> {
  const job = await apiSend('/api/omniclass/generate', GenerateJobSchema, { method: 'POST', body: { text } })
  return job.job_id
}
