/**
 * react-aria's `ssr/SSRProvider` module as the shop's browser build sees it (see
 * scripts/react-aria-hydration-plugin.ts). react-aria asks `useIsSSR()` in most components
 * (ids, locale, focus-visible, collections); its own answer is a useSyncExternalStore whose
 * server snapshot differs from the browser's, which makes React re-render every such component
 * in one blocking task right after hydration. Here the answer is the shop's hydration state,
 * which turns in a transition: the same values, without the long task. The ids are react-aria's
 * own scheme (React's useId, a stable prefix for what the server rendered).
 */
import { useId, useState } from 'react'
import { useHydrated } from './hydration.tsx'

// @ts-expect-error: resolved by the plugin to react-aria's own module.
export { SSRProvider } from 'react-aria-ssr:original'

export function useIsSSR(): boolean {
  return !useHydrated()
}

/** Ids made in the browser alone get a per-page prefix, as react-aria's do. */
const browserPrefix = `react-aria${Math.round(Math.random() * 10_000_000_000)}`

export function useSSRSafeId(defaultId?: string): string {
  const id = useId()
  const [didSSR] = useState(useIsSSR())
  return defaultId || `${didSSR ? 'react-aria' : browserPrefix}-${id}`
}
