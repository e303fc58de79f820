/**
 * docs/product.md#account-area: links within a module navigate in-app; links to another module load
 * that module's base address in full, with optional query parameters. The shop and the account area
 * are the two modules (two HTML entries, two routers).
 */

export const moduleBases = { shop: '/', account: '/account' } as const
export type ModuleName = keyof typeof moduleBases

/** Which module owns a path: `/account` and everything under it is the account area. */
export function moduleOf(pathname: string): ModuleName {
  return pathname === '/account' || pathname.startsWith('/account/') ? 'account' : 'shop'
}

/** The base address of a module with the query appended (empty values are left out). */
export function moduleHref(module: ModuleName, query: Record<string, string> = {}): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== '') params.set(key, value)
  const search = params.toString()
  return search ? `${moduleBases[module]}?${search}` : moduleBases[module]
}

/** A full page load into another module (the browser's own navigation). */
export function goToModule(
  module: ModuleName,
  query: Record<string, string> = {},
  location: Pick<Location, 'assign'> = window.location,
) {
  location.assign(moduleHref(module, query))
}
