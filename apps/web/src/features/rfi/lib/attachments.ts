import { maxRfiAttachmentBytes, maxRfiAttachments } from '@scout/shared/schemas/rfi'

type FileLike = { name: string; size: number }

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return megabytes(bytes)
}

/** decisions.md §3: at most 5 attachments, 10 MB in all. Answers the reason, or null when they fit. */
export function checkAttachments(files: FileLike[]): string | null {
  if (files.length > maxRfiAttachments)
    return `Attach at most ${maxRfiAttachments} files (${files.length} chosen)`
  const total = files.reduce((sum, file) => sum + file.size, 0)
  if (total > maxRfiAttachmentBytes)
    return `The attachments come to ${megabytes(total)}; at most ${maxRfiAttachmentBytes / (1024 * 1024)} MB in all can be sent`
  return null
}

/** Adds newly picked files, replacing an earlier file of the same name. */
export function mergeFiles<T extends FileLike>(current: T[], added: T[]): T[] {
  const names = new Set(added.map((file) => file.name))
  return [...current.filter((file) => !names.has(file.name)), ...added]
}

/** The base64 body of a file, without the `data:…;base64,` prefix a data URL carries. */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''))
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'))
    reader.readAsDataURL(file)
  })
}
