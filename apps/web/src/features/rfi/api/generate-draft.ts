import type { SelectedValue } from '@scout/shared/schemas/omniclass'
import { RfiDraftResponseSchema } from '@scout/shared/schemas/rfi'
import { apiSend } from '@/lib/api-client'

type DraftRequest = {
  omniclass: string
  parameters: SelectedValue[]
  fileRequests: string[]
  userName?: string
  manufacturerTitles: string[]
}

/** Spec §7: the e-mail draft for the chosen document categories; the text is answered as a JSON string. */
export async function generateDraft(request: DraftRequest, signal?: AbortSignal): Promise<string> {
  const text = await apiSend('/api/omniclass/manufacturers/request/generate', RfiDraftResponseSchema, {
    method: 'POST',
    body: {
      query: { omniclass: request.omniclass, parameters: request.parameters },
      file_requests: request.fileRequests,
      user_name: request.userName || undefined,
      manufacturer_titles: request.manufacturerTitles,
    },
    signal,
  })
  // spec §7: surrounding quotes stripped, escaped newlines made real (a server that double-encodes still reads right)
  return text.replace(/^"|"$/g, '').replace(/\\n/g, '\n')
}
