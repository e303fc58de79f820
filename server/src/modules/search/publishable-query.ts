/**
 * Whether a search text may be shown to every visitor under «Часто ищут». Anyone can type
 * anything, so a phone number, a link, an e-mail or junk must never be advertised there.
 */
export function isPublishableQuery(query: string): boolean {
  const text = query.trim()
  if (text.length < 2 || text.length > 60) return false
  if (/[@<>"'`{}\\]/.test(text)) return false
  if (/(https?:|www\.|:\/\/)/i.test(text)) return false
  if (
    /[\p{L}\d-]+\.(ru|рф|su|com|net|org|info|biz|io|me|pro|shop|online|site|xyz)(\b|\/|$)/iu.test(
      text,
    )
  ) {
    return false
  }
  if (containsPhone(text)) return false
  // Mostly punctuation (fuzzing, `%%%…`): nothing a shopper would search for.
  const meaningful = text.match(/[\p{L}\p{N}]/gu)?.length ?? 0
  return meaningful >= Math.ceil(text.replace(/\s/g, '').length / 2)
}

/**
 * A run of digits written like a phone: with a `+`, or 10–12 digits that start as Russian and
 * CIS mobile and landline numbers do (7, 8 or 9). Article numbers of other shapes pass.
 */
function containsPhone(text: string): boolean {
  for (const run of text.match(/\+?\d[\d\s().-]{6,}\d/g) ?? []) {
    const digits = run.replace(/\D/g, '')
    if (run.startsWith('+') && digits.length >= 7) return true
    if (digits.length >= 10 && digits.length <= 12 && /^[789]/.test(digits)) return true
  }
  return false
}
