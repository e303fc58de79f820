import { type ParsedLocation, redirect } from '@tanstack/react-router'

/**
 * docs/product.md#routing-behaviour: a trailing slash is removed by redirect, the query and hash
 * kept, never to another site (`//host/` becomes `/host`, as browsers read `//host` as a host).
 * Both routers call it first in their root `beforeLoad`; the server answers a full page load
 * the same way with a 301 (`server/src/http/spa.ts`).
 */
export function redirectTrailingSlash(
  location: Pick<ParsedLocation, 'pathname' | 'searchStr' | 'hash'>,
) {
  const { pathname } = location
  if (pathname.length <= 1 || !pathname.endsWith('/')) return
  const path = `/${pathname.replace(/\/+$/, '').replace(/^[/\\]+/, '')}`
  throw redirect({
    href: `${path}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`,
    replace: true,
  })
}
