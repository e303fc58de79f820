import type { AnyRouter } from '@tanstack/react-router'
import { resolveNavigation } from './safe-url.ts'

export interface NavigateToOptions {
  external?: boolean
  replace?: boolean
}

/** The one way the shop navigates to a computed URL: in-app when it can, a full load when external. */
export function createNavigateTo(router: AnyRouter, location: Location = window.location) {
  return async function navigateTo(target: string, options: NavigateToOptions = {}) {
    const resolved = resolveNavigation(target, {
      external: options.external,
      origin: location.origin,
    })
    if (resolved.kind === 'external') {
      if (options.replace) location.replace(resolved.href)
      else location.assign(resolved.href)
      return
    }
    await router.navigate({ href: resolved.href, replace: options.replace })
  }
}
