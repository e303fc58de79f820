import { Button } from '@gruzovik/design-system'
import { findLine } from '@gruzovik/machines'
import {
  cartFormAnchor,
  cartFormFields,
  cartFormMarkOf,
  cartFormPath,
} from '@gruzovik/openapi/cart-form'
import { orderableQuantity, pickedQuantity, type QuantityFacts } from '@gruzovik/rules'
import { useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import { partCardText } from '../../content/catalog.ts'
import { useCartActor, useCartSelector } from '../../lib/session/cart-context.tsx'
import * as styles from './AddToCartButton.css.ts'
import { cartFormNote } from './cart-form-note.ts'

export interface AddToCartButtonProps {
  productUuid: string
  title: string
  /** Stock and condition: what may be bought of the part (the orderable quantity rule). */
  stock: QuantityFacts
  quantity?: number
  warrantyUuid?: string | null
  fullWidth?: boolean
  /** The form's id, which the server's redirect scrolls back to; one per part on a page. */
  anchored?: boolean
}

/**
 * "В корзину" sends `cart.add`; once the part is in the cart the button opens the cart instead,
 * so a second press never adds a duplicate line. Nothing to add when the part is out of stock.
 * The button is a real form's submit (docs/product.md#buy-before-script): pressed before the
 * page's script has run, the browser posts it and the server adds the part and brings the buyer
 * back with a mark, said here under the button (until pressed again, also once the address has
 * dropped the mark); once hydrated, the submit is the machine's.
 */
export function AddToCartButton({
  productUuid,
  title,
  stock,
  quantity = 1,
  warrantyUuid,
  fullWidth,
  anchored = true,
}: AddToCartButtonProps) {
  const cart = useCartActor()
  const inCart = useCartSelector((s) => findLine(s.context.cart, productUuid) !== undefined)
  const loading = useCartSelector((s) => s.context.loading)
  const location = useRouterState({ select: (s) => s.location })
  const [asked, setAsked] = useState(false)
  // The mark the page was opened with: the address drops it once hydrated (drop-cart-form-mark.ts).
  const [opened] = useState(() => cartFormMarkOf(location.searchStr))
  if (inCart) {
    return (
      <Button
        variant="secondary"
        fullWidth={fullWidth}
        aria-label={partCardText.inCartOf(title)}
        onPress={() => cart.send({ type: 'cart.open' })}
      >
        {partCardText.inCart}
      </Button>
    )
  }
  const picked = pickedQuantity(quantity, stock)
  const mark = cartFormMarkOf(location.searchStr) ?? opened
  const note = mark?.product === productUuid.toLowerCase() && !asked ? cartFormNote(mark) : null
  return (
    <form
      method="post"
      action={cartFormPath}
      id={anchored ? cartFormAnchor(productUuid) : undefined}
      className={styles.form[fullWidth ? 'full' : 'fit']}
      onSubmit={(event) => {
        // Hydrated: the cart machine adds it, no page load.
        event.preventDefault()
        if (loading) return
        setAsked(true)
        cart.send({
          type: 'cart.add',
          product_uuid: productUuid,
          quantity: picked,
          ...(warrantyUuid ? { warranty_uuid: warrantyUuid } : {}),
        })
      }}
    >
      <input type="hidden" name={cartFormFields.product} value={productUuid} />
      <input type="hidden" name={cartFormFields.quantity} value={picked} />
      {warrantyUuid && <input type="hidden" name={cartFormFields.warranty} value={warrantyUuid} />}
      <input
        type="hidden"
        name={cartFormFields.back}
        value={`${location.pathname}${location.searchStr}`}
      />
      <Button
        type="submit"
        variant="primary"
        fullWidth={fullWidth}
        aria-label={partCardText.addToCartOf(title)}
        isDisabled={orderableQuantity(stock) < 1 || (loading && !asked)}
        isPending={loading && asked}
      >
        {partCardText.addToCart}
      </Button>
      {note && (
        <p role="status" className={note.added ? styles.added : styles.refused}>
          {note.text}
        </p>
      )}
    </form>
  )
}
