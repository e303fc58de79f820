import fs from 'node:fs'
import path from 'node:path'

/** The page addresses of a build: the shop's route tree and the account module's. */
export interface PagePaths {
  shop: readonly string[]
  account: readonly string[]
}

/**
 * The build's page addresses (docs/product.md#routes) as route paths (`/parts/$slug`), which
 * `npm run build` reads from the route trees themselves into `dist-server/page-paths.json`
 * (scripts/build.ts); null without a build of the render.
 */
export function readPagePaths(ssrDir: string): PagePaths | null {
  try {
    const read = JSON.parse(fs.readFileSync(path.join(ssrDir, 'page-paths.json'), 'utf8'))
    const list = (value: unknown) =>
      Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []
    return { shop: list(read.shop), account: list(read.account) }
  } catch {
    return null
  }
}

const toPattern = (page: string) =>
  new RegExp(`^${page.replace(/[.*+?^{}()|[\]\\]/g, '\\$&').replace(/\$[A-Za-z_]*/g, '[^/]+')}$`)

/**
 * Whether a path (no query) is one of these page addresses: the server answers them 200 and any
 * other page address 404 (still with the shop, which shows its not-found page), so search
 * engines see a real 404 instead of a soft one. Without the build's paths every address is a page.
 */
export function pageMatcher(paths: PagePaths | null): (pathname: string) => boolean {
  if (!paths) return () => true
  const patterns = [...paths.shop, ...paths.account].map(toPattern)
  return (pathname) => patterns.some((pattern) => pattern.test(pathname))
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
