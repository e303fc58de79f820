import { withoutCartFormMark } from '@gruzovik/openapi/cart-form'
import type { AnyRouter } from '@tanstack/react-router'

/**
 * Once the page is the browser's: the mark that «В корзину» before the script left in the address
 * (`?cart_added=…`, docs/product.md#buy-before-script) is replaced away, so that a reload, a
 * bookmark or a shared link does not say «Добавлено в корзину» again. The page keeps saying it:
 * each buy button holds the mark the page was opened with. The scroll position and the fragment
 * (the pressed button's form) stay; the history gets no new entry.
 */
export function dropCartFormMark(
  router: AnyRouter,
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
) {
  const search = withoutCartFormMark(location.search)
  if (search === null) return
  void router.navigate({
    href: `${location.pathname}${search}${location.hash}`,
    replace: true,
    resetScroll: false,
    hashScrollIntoView: false,
    viewTransition: false,
  })
}
