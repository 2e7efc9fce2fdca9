/** Reads a file as base64 (without the data: prefix), reporting progress from 0 to 1. */
export function readFileAsBase64(file: File, onProgress?: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onprogress = (event) => event.lengthComputable && onProgress?.(event.loaded / event.total)
    reader.onerror = () => reject(new Error(`Could not read ${file.name}`))
    reader.onload = () => {
      onProgress?.(1)
      const result = String(reader.result)
      resolve(result.slice(result.indexOf(',') + 1))
    }
    reader.readAsDataURL(file)
  })
}
