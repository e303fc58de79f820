/**
 * Spec 2.2: a route whose parameters fail validation is a fatal 404 "Page Not Found: {path}";
 * an unmatched path is a plain 404 "Page not found: {path}".
 */
export class PageNotFoundError extends Error {
  readonly status = 404
  readonly fatal = true
  constructor(path: string) {
    super(`Page Not Found: ${path}`)
    this.name = 'PageNotFoundError'
  }
}

export const notFoundMessage = (path: string) => `Page not found: ${path}`

const slugPattern = /^[\p{L}\p{N}][\p{L}\p{N}._-]{0,199}$/u

/** Route params parser for slug segments: letters, digits, dot, dash, underscore. */
export function parseSlugParams<K extends string>(keys: readonly K[]) {
  return (raw: Record<string, string>): Record<K, string> => {
    const parsed = {} as Record<K, string>
    for (const key of keys) {
      const value = raw[key] ?? ''
      if (!slugPattern.test(value)) throw new PageNotFoundError(window.location.pathname)
      parsed[key] = value
    }
    return parsed
  }
}
