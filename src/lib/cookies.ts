/** Cookie helpers for the two cookies: `session_id` (one year) and `token`
 * (docs/product.md#session-and-cookies). */
export const sessionCookieMaxAge = 31_536_000

export function readCookie(name: string, cookieString: string = document.cookie): string | null {
  for (const part of cookieString.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return null
}

export function writeCookie(
  name: string,
  value: string,
  options: { maxAge?: number; domain?: string; expires?: Date } = {},
) {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax']
  if (options.maxAge !== undefined) parts.push(`max-age=${options.maxAge}`)
  if (options.expires) parts.push(`expires=${options.expires.toUTCString()}`)
  if (options.domain && options.domain !== 'localhost') parts.push(`domain=${options.domain}`)
  // biome-ignore lint/suspicious/noDocumentCookie: the one place cookies are written; Cookie Store API is not in every browser we serve
  document.cookie = parts.join('; ')
}

/**
 * `max-age=0` alone expires "now", which some cookie jars (happy-dom) still keep within
 * the same millisecond; a date in the past removes it everywhere.
 */
export function deleteCookie(name: string, domain?: string) {
  writeCookie(name, '', { maxAge: 0, expires: new Date(0), domain })
}
