/** Hands a fetched file to the browser to save under `name` (a link click on an object URL). */
export function saveFile(file: Blob, name: string, doc: Document = document) {
  const url = URL.createObjectURL(file)
  const link = doc.createElement('a')
  link.href = url
  link.download = name
  doc.body.append(link)
  link.click()
  link.remove()
  // The click has started the download; the address is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
