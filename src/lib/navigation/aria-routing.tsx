import { type AnyRouter, useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { RouterProvider } from 'react-aria-components'
import { type ModuleName, moduleOf } from './module-link.ts'

/**
 * What a react-aria link (breadcrumbs, menus, design-system links) does on a plain click: a
 * path of this module goes through its router, without a page load; a path of the other
 * module loads that module (docs/product.md#account-area). RAC only calls this for same-origin
 * links without a target or modifier keys, so new tabs and external sites stay the browser's.
 */
export function createAriaNavigate(
  router: Pick<AnyRouter, 'navigate'>,
  module: ModuleName,
  given?: Pick<Location, 'assign' | 'origin'>,
) {
  return (href: string) => {
    // Read on click: the server render has no window.
    const location = given ?? window.location
    const url = new URL(href, location.origin)
    if (url.origin !== location.origin || moduleOf(url.pathname) !== module) {
      location.assign(url.href)
      return
    }
    void router.navigate({ href: `${url.pathname}${url.search}${url.hash}` })
  }
}

/** Wraps a module's layout so react-aria links navigate in-app; inside the TanStack router. */
export function AriaRouting({ module, children }: { module: ModuleName; children: ReactNode }) {
  const router = useRouter()
  return <RouterProvider navigate={createAriaNavigate(router, module)}>{children}</RouterProvider>
}
