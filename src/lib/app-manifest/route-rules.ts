import type { RouteRule, RouteRules } from '../../route-rules.ts'

function matches(pattern: string, path: string): boolean {
  if (pattern.endsWith('/**')) {
    const base = pattern.slice(0, -3)
    return path === base || path.startsWith(`${base}/`)
  }
  return pattern === path
}

/**
 * The rules that apply to a path, merged from the least to the most specific pattern.
 * A broken rule set is logged and gives no rules, never a crash.
 */
export function matchRouteRules(rules: RouteRules | null | undefined, path: string): RouteRule {
  try {
    if (!rules) return {}
    return Object.entries(rules)
      .filter(([pattern]) => matches(pattern, path))
      .sort(([a], [b]) => a.length - b.length)
      .reduce<RouteRule>((merged, [pattern, rule]) => {
        if (typeof rule !== 'object' || rule === null)
          throw new TypeError(`bad rule for ${pattern}`)
        return Object.assign(merged, rule)
      }, {})
  } catch (error) {
    console.error('[route rules] matching failed for', path, error)
    return {}
  }
}
