import { maxRfiAttachmentBytes } from '@scout/shared/schemas/rfi'
import { badRequest } from '../../lib/app-error'
import { base64ByteLength, decodeBase64 } from '../../lib/base64'

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`

/**
 * Checks the attachments (base64, 10 MB in all) and answers their bytes, which the request stores once.
 */
export function readAttachments(files: { filename: string; content: string }[]) {
  const total = files.reduce((sum, file) => sum + base64ByteLength(file.content), 0)
  if (total > maxRfiAttachmentBytes) {
    throw badRequest(
      `The attachments come to ${megabytes(total)}; at most ${maxRfiAttachmentBytes / (1024 * 1024)} MB in all can be sent`,
    )
  }
  return files.map((file) => {
    const bytes = decodeBase64(file.content)
    if (!bytes) throw badRequest(`The attachment "${file.filename}" is not base64`)
    if (bytes.length === 0) throw badRequest(`The attachment "${file.filename}" is empty`)
    return {
      filename: file.filename.replace(/[\r\n/\\]+/g, '_'),
      content: bytes,
      bytes: bytes.length,
    }
  })
}
