/**
 * Route middleware by name (docs/product.md#routing-behaviour): a route lists names in its
 * `beforeLoad`; an unknown name is a programming error and throws "Unknown route middleware".
 */

export interface MiddlewareContext {
  isLoggedIn: () => boolean
}

export interface MiddlewareResult {
  /** The visitor must log in before the page shows its content (the page opens the login modal). */
  needsLogin: boolean
}

type Middleware = (context: MiddlewareContext) => Partial<MiddlewareResult>

const registry: Record<string, Middleware> = {
  auth: ({ isLoggedIn }) => (isLoggedIn() ? {} : { needsLogin: true }),
}

export function runRouteMiddleware(
  names: readonly string[],
  context: MiddlewareContext,
): MiddlewareResult {
  const result: MiddlewareResult = { needsLogin: false }
  for (const name of names) {
    const middleware = Object.hasOwn(registry, name) ? registry[name] : undefined
    if (!middleware) throw new Error('Unknown route middleware')
    Object.assign(result, middleware(context))
  }
  return result
}
