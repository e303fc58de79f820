/**
 * Route rules shipped in the app manifest (builds/meta/{buildId}.json). A rule may redirect;
 * an absolute target leaves the shop with a full page load. `/**` matches a path and all below.
 */
import { serviceStationSite } from './content/branches.ts'

export interface RouteRule {
  redirect?: string
}

export type RouteRules = Record<string, RouteRule>

export const routeRules: RouteRules = {
  '/contacts': { redirect: '/kont_spb_shush' },
  '/kontakty': { redirect: '/kont_spb_shush' },
  '/catalogue/**': { redirect: '/catalog' },
  '/sto': { redirect: serviceStationSite },
}
