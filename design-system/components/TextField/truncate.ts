/** Text input truncates to its maximum length. Counts code points so emoji are not split. */
export function truncate(text: string, maxLength: number | undefined) {
  if (maxLength === undefined || !Number.isFinite(maxLength) || maxLength < 0) return text
  const chars = Array.from(text)
  return chars.length > maxLength ? chars.slice(0, maxLength).join('') : text
}
