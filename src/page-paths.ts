/**
 * The shop's page addresses as route paths (`/parts/$slug`), read from the route tree itself.
 * The server-render build emits this module and the account's (`src/account/page-paths.ts`)
 * beside the render (`dist-server/`), and the server answers any other page address 404 without
 * asking anyone (docs/product.md#routes): adding a route needs no server edit.
 */
import { type AnyRoute, createMemoryHistory, createRouter } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen.ts'

/**
 * Every leaf route's full path (`/catalog/$a/` as `/catalog/$a`). A router computes the paths
 * when it is made, so one is made (never loaded) to read them.
 */
export function routePaths(tree: AnyRoute): string[] {
  const router = createRouter({ routeTree: tree, history: createMemoryHistory() })
  const leaves = (Object.values(router.routesById) as AnyRoute[]).filter(
    (route) => !route.isRoot && Object.keys(route.children ?? {}).length === 0,
  )
  const paths = leaves.map((route) => {
    const path = route.fullPath as string
    return path.length > 1 ? path.replace(/\/$/, '') : path
  })
  return [...new Set(paths)].sort()
}

export const pagePaths: readonly string[] = routePaths(routeTree as AnyRoute)
