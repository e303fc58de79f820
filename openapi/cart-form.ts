/**
 * «В корзину» before the page's script has run (docs/product.md#buy-before-script): each buy
 * button is a real form posted to `cartFormPath`; the server adds the part and sends the buyer
 * back to the page with a mark in the address that the page shows as the button's feedback.
 * One contract, read by the shop (the form, the mark) and the server (the route, the redirect).
 */
import { cartFormMarkParams as params } from './cart-form-mark.ts'

export const cartFormPath = '/cart/add'

export { mayHaveCartFormMark } from './cart-form-mark.ts'

/** The form's fields (application/x-www-form-urlencoded). */
export const cartFormFields = {
  product: 'product_uuid',
  quantity: 'quantity',
  warranty: 'warranty_uuid',
  back: 'back',
} as const

/** Why the server did not add the part; the shop says each in Russian (src/components/PartCard/cart-form-note.ts). */
export const cartRefusalReasons = [
  'sold-out',
  'used-one',
  'limit',
  'not-found',
  'invalid',
  'failed',
] as const
export type CartRefusalReason = (typeof cartRefusalReasons)[number]

export type CartFormMark =
  | { kind: 'added'; product: string }
  | { kind: 'refused'; product: string; reason: CartRefusalReason; max: number | null }

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Control characters (a tab or line break, which the URL parser drops) and backslashes. */
const unsafeCharacter = (c: string) => c.charCodeAt(0) < 0x20 || c === '\u007f' || c === '\\'

/**
 * A path on this site to go back to, or `/`: only `/x…` (never `//host` nor `/\host`, which
 * browsers read as another site), no control characters; the old mark is dropped.
 */
export function safeBackPath(back: unknown): string {
  if (typeof back !== 'string' || back.length > 2000) return '/'
  if (!/^\/(?![/\\])/.test(back) || [...back].some(unsafeCharacter)) return '/'
  const url = new URL(back, 'http://shop.invalid')
  if (url.origin !== 'http://shop.invalid') return '/'
  for (const name of Object.values(params)) url.searchParams.delete(name)
  return `${url.pathname}${url.search}`
}

/** Where the buyer goes after the post: the page, its mark, and the part's button in view. */
export function markedBackPath(back: string, mark: CartFormMark): string {
  const url = new URL(safeBackPath(back), 'http://shop.invalid')
  if (mark.kind === 'added') url.searchParams.set(params.added, mark.product)
  else {
    url.searchParams.set(params.refused, mark.product)
    url.searchParams.set(params.reason, mark.reason)
    if (mark.max !== null) url.searchParams.set(params.max, String(mark.max))
  }
  return `${url.pathname}${url.search}#${cartFormAnchor(mark.product)}`
}

/** The id of a part's buy form on a page: the redirect's fragment scrolls back to it. */
export const cartFormAnchor = (product: string) => `buy-${product.toLowerCase()}`

/** The mark in an address's query (`?a=b`, with or without `?`), or null; anything odd is none. */
export function cartFormMarkOf(search: string): CartFormMark | null {
  const query = new URLSearchParams(search)
  const added = query.get(params.added)
  if (added && uuid.test(added)) return { kind: 'added', product: added.toLowerCase() }
  const refused = query.get(params.refused)
  const reason = query.get(params.reason) as CartRefusalReason | null
  if (!refused || !uuid.test(refused) || !reason || !cartRefusalReasons.includes(reason)) {
    return null
  }
  const max = Number(query.get(params.max))
  return {
    kind: 'refused',
    product: refused.toLowerCase(),
    reason,
    max: reason === 'limit' && Number.isInteger(max) && max > 0 && max < 100_000 ? max : null,
  }
}

/**
 * The address's query (`?a=b`, with or without `?`) without the mark, as `?…` or `''`; null when
 * it has no mark. Once the page has shown the mark it drops it from the address, so a reload or a
 * shared link does not say «Добавлено в корзину» again. The rest of the query stays as written.
 */
export function withoutCartFormMark(search: string): string | null {
  const pairs = search.replace(/^\?/, '').split('&')
  const name = (pair: string) => {
    const key = pair.split('=', 1)[0] ?? ''
    try {
      return decodeURIComponent(key.replaceAll('+', ' '))
    } catch {
      return key
    }
  }
  if (!pairs.some((pair) => name(pair) === params.added || name(pair) === params.refused)) {
    return null
  }
  const marks = new Set<string>(Object.values(params))
  const kept = pairs.filter((pair) => pair !== '' && !marks.has(name(pair)))
  return kept.length > 0 ? `?${kept.join('&')}` : ''
}
