import { mobileQuery, useBrowserStore } from '@gruzovik/design-system'

const query = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(mobileQuery)
    : null

function subscribe(onChange: () => void) {
  const list = query()
  list?.addEventListener('change', onChange)
  return () => list?.removeEventListener('change', onChange)
}

/** Whether the screen is below 1024 px (docs/product.md#screen-layout). */
export function useIsMobile(): boolean {
  return useBrowserStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  )
}
