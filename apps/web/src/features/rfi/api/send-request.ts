import { ApiErrorSchema } from '@scout/shared/errors'
import { RfiCreatedSchema, type RfiRequest } from '@scout/shared/schemas/rfi'
import { ApiError, apiUrl } from '@/lib/api-client'

export type RfiPayload = Omit<RfiRequest, 'fileRequests' | 'document_categories'> & {
  fileRequests: { filename: string; content: string }[]
  document_categories: RfiRequest['document_categories']
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    // not JSON: the status alone will have to do
    return null
  }
}

function failureOf(xhr: XMLHttpRequest): Error {
  const parsed = ApiErrorSchema.safeParse(parseJson(xhr.responseText))
  const detail = parsed.success ? ` - ${parsed.data.message}` : ''
  return new ApiError(
    xhr.status,
    parsed.success ? parsed.data.code : 'HTTP_ERROR',
    `Request failed with status ${xhr.status}${detail}`,
  )
}

/**
 * Sends the request for information. XMLHttpRequest rather than fetch: only it reports upload progress,
 * and attachments can make the body several megabytes.
 */
export function sendRequest(
  payload: RfiPayload,
  onProgress: (fraction: number) => void,
): Promise<{ id: number }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', apiUrl('/api/omniclass/manufacturers/request'))
    xhr.withCredentials = true
    xhr.setRequestHeader('content-type', 'application/json')
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total)
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(failureOf(xhr))
      const parsed = RfiCreatedSchema.safeParse(parseJson(xhr.responseText))
      if (parsed.success) resolve({ id: parsed.data.id })
      else reject(new Error('Response from backend did not contain a message'))
    }
    xhr.onerror = () =>
      reject(new Error('The request could not reach the server; check the connection and try again'))
    xhr.onabort = () => reject(new Error('The request was cancelled'))
    xhr.send(JSON.stringify(payload))
  })
}
