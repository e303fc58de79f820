/** The account module's page addresses, from its route tree (see src/page-paths.ts). */
import type { AnyRoute } from '@tanstack/react-router'
import { routePaths } from '../page-paths.ts'
import { accountRouteTree } from './router.tsx'

export const pagePaths: readonly string[] = routePaths(accountRouteTree as AnyRoute)
