import type { RouteRules } from '../route-rules.ts'

export interface AppManifest {
  id: string
  timestamp: number
  routeRules: RouteRules
}

export interface LatestBuild {
  id: string
  timestamp: number
}

/**
 * The app manifest of this build (builds/meta/{buildId}.json). A missing (404) or
 * forbidden (403) manifest is normal on some hosts and gives null quietly; any other failure
 * is logged (docs/product.md#error-reporting) and also gives null, so the shop starts without route
 * rules.
 */
export async function fetchAppManifest(
  buildId: string,
  fetchImpl: typeof fetch = fetch,
): Promise<AppManifest | null> {
  try {
    const response = await fetchImpl(`/builds/meta/${encodeURIComponent(buildId)}.json`)
    if (response.status === 404 || response.status === 403) return null
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    return (await response.json()) as AppManifest
  } catch (error) {
    console.error('Error fetching app manifest.', error)
    return null
  }
}

/** builds/latest.json, polled with a timestamp query so no cache answers for the server. */
export async function fetchLatestBuild(
  now: number,
  fetchImpl: typeof fetch = fetch,
): Promise<LatestBuild> {
  const response = await fetchImpl(`/builds/latest.json?t=${now}`, { cache: 'no-store' })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  return (await response.json()) as LatestBuild
}
