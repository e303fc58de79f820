/** Protocols a navigation never follows (docs/product.md#routing-behaviour). */
const refusedProtocols = new Set(['blob:', 'data:', 'javascript:', 'vbscript:'])

export class NavigationRefusedError extends Error {
  constructor(target: string, reason: string) {
    super(`Navigation to "${target}" refused: ${reason}`)
    this.name = 'NavigationRefusedError'
  }
}

export type NavigationTarget =
  | { kind: 'internal'; href: string }
  | { kind: 'external'; href: string }

/**
 * Decides how to reach a target: in-app for same-origin paths, a full page load for another
 * origin flagged `external`. Refuses unflagged external targets and dangerous protocols.
 */
export function resolveNavigation(
  target: string,
  options: { external?: boolean; origin: string },
): NavigationTarget {
  // Browsers ignore tabs and newlines inside URLs, so "java\tscript:" must be judged as "javascript:".
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = target.replace(/[\u0000-\u001f\s]/g, '')
  let url: URL
  try {
    url = new URL(cleaned, options.origin)
  } catch {
    throw new NavigationRefusedError(target, 'not a valid URL')
  }
  if (refusedProtocols.has(url.protocol)) {
    throw new NavigationRefusedError(target, `${url.protocol} URLs are never followed`)
  }
  if (url.origin === options.origin) {
    return { kind: 'internal', href: `${url.pathname}${url.search}${url.hash}` }
  }
  if (!options.external) {
    throw new NavigationRefusedError(target, 'external URLs need the external flag')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new NavigationRefusedError(target, `${url.protocol} is not a web address`)
  }
  return { kind: 'external', href: url.href }
}
