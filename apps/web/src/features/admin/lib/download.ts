/** Saves text as a file through a temporary link, as the browser's own download would. */
export function saveTextFile(filename: string, text: string, type = 'text/csv') {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  // the click has started the download; the URL can go once the event loop moves on
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
