import { UploadOmniclassResponseSchema } from '@scout/shared/schemas/omniclass'
import { adminWrite } from '@/lib/api-client'

/** One file per request, so each file gets its own result or its own errors. */
export async function uploadOmniclassFile(filename: string, content: string) {
  const payload = await adminWrite('/admin/omniclass/upload', {
    method: 'POST',
    body: [{ filename, content }],
  })
  const result = UploadOmniclassResponseSchema.parse(payload).files[0]
  if (!result) throw new Error(`${filename}: the server did not report on this file`)
  return result
}
