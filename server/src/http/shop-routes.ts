import fs from 'node:fs'
import path from 'node:path'

/**
 * The page addresses (docs/product.md#routes), as patterns: the server answers them 200 and any
 * other page address 404 (still with the shop, which shows its not-found page), so search engines
 * see a real 404 instead of a soft one. `server/test/spa.test.ts` checks this list against the
 * shop's generated route tree and the account module's routes.
 */
const segment = '[^/]+'

const shopPages = [
  '/',
  '/buy_trucks',
  '/consent_to_personal',
  '/dostavka_usloviya',
  '/for_sto',
  '/garantiya_i_vozvrat',
  '/komplekt_types',
  '/kont_krd',
  '/kont_krs',
  '/kont_msk',
  '/kont_spb_shush',
  '/legal_information',
  '/o_kompanii',
  '/oplata_usloviya',
  '/order',
  '/order_success',
  '/payment_failed',
  '/payment_success',
  '/personal_data_processing_policy',
  '/reserve_alerts',
  '/search',
  '/ui',
  '/user_agreement',
  '/crossgroup/$',
  '/parts/$',
  '/razborka',
  '/razborka/$',
  '/visual_catalog/$',
  '/postupleniya_mashin/$/$',
  '/catalog',
  '/catalog/$',
  '/catalog/$/$',
  '/catalog/$/$/$',
]

const accountPages = [
  '/account',
  '/account/users',
  '/account/contractors',
  '/account/addresses',
  '/account/recipients',
  '/account/orders',
  '/account/orders/work',
  '/account/orders/wait-pay',
  '/account/orders/return',
  '/account/favourites',
  '/account/inform-receipts',
]

const toPattern = (page: string) =>
  new RegExp(`^${page.replace(/[.*+?^{}()|[\]\\]/g, '\\$&').replaceAll('$', segment)}$`)

const patterns = [...shopPages, ...accountPages].map(toPattern)

/** Whether a path (no query) is a page of the shop or of the account module. */
export function isShopPage(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname))
}

/** The build's app manifest (builds/meta/{id}.json, named by builds/latest.json), or null. */
export function readAppManifest(distDir: string): { id?: string; routeRules?: object } | null {
  try {
    const latest = JSON.parse(fs.readFileSync(path.join(distDir, 'builds/latest.json'), 'utf8'))
    const metaFile = path.join(distDir, 'builds/meta', `${String(latest.id)}.json`)
    return JSON.parse(fs.readFileSync(metaFile, 'utf8'))
  } catch {
    return null
  }
}

/**
 * The sources of the build's route rules (`/contacts`, `/catalogue/**`): the shop redirects
 * them itself, so they are pages too. Read from the build's app manifest; none without one.
 */
export function readRouteRuleSources(distDir: string): string[] {
  return Object.keys(readAppManifest(distDir)?.routeRules ?? {})
}

/** The same matching as the shop's route rules: exact, or `base/**` for base and below. */
export function matchesRuleSource(sources: readonly string[], pathname: string): boolean {
  return sources.some((source) =>
    source.endsWith('/**')
      ? pathname === source.slice(0, -3) || pathname.startsWith(source.slice(0, -2))
      : pathname === source,
  )
}
