/**
 * docs/product.md#not-found-pages: a route whose parameters fail validation is a fatal 404 "Page
 * Not Found: {path}" (a developer's message; the visitor sees the Russian error page).
 */
const fatalPrefix = 'Page Not Found: '

export class PageNotFoundError extends Error {
  readonly status = 404
  readonly fatal = true
  constructor(path: string) {
    super(`${fatalPrefix}${path}`)
    this.name = 'PageNotFoundError'
  }
}

/**
 * The fatal 404 inside a route error: ours, or the router's wrapper with ours as the cause. A
 * server-rendered page hands the error over serialized (a plain Error), so it is also known by
 * its message. Returns its message, or null for any other error.
 */
export function pageNotFoundMessage(error: unknown): string | null {
  for (const candidate of [error, (error as { cause?: unknown } | null)?.cause]) {
    if (candidate instanceof PageNotFoundError) return candidate.message
    const message = (candidate as { message?: unknown } | null)?.message
    if (typeof message === 'string' && message.startsWith(fatalPrefix)) return message
  }
  return null
}

const slugPattern = /^[\p{L}\p{N}][\p{L}\p{N}._-]{0,199}$/u

/**
 * Route params parser for slug segments: letters, digits, dot, dash, underscore. `pattern` is
 * the route's path (`/parts/$slug`): the error names the address being opened, which during an
 * in-app navigation is not yet the browser's.
 */
export function parseSlugParams<K extends string>(keys: readonly K[], pattern: string) {
  return (raw: Record<string, string>): Record<K, string> => {
    const parsed = {} as Record<K, string>
    for (const key of keys) {
      const value = raw[key] ?? ''
      if (!slugPattern.test(value)) throw new PageNotFoundError(pathOf(pattern, raw))
      parsed[key] = value
    }
    return parsed
  }
}

/** `/catalog/$a/$b/` with `{ a: 'man', b: '<x>' }` → `/catalog/man/<x>`. */
export function pathOf(pattern: string, raw: Record<string, string>): string {
  const path = pattern.replace(/\$([A-Za-z]+)/g, (_, key: string) => raw[key] ?? '')
  return path.length > 1 ? path.replace(/\/$/, '') : path
}
