import { Button } from '@gruzovik/design-system'
import { findLine } from '@gruzovik/machines'
import { orderableQuantity, pickedQuantity, type QuantityFacts } from '@gruzovik/rules'
import { useState } from 'react'
import { partCardText } from '../../content/catalog.ts'
import { useCartActor, useCartSelector } from '../../lib/session/cart-context.tsx'

export interface AddToCartButtonProps {
  productUuid: string
  title: string
  /** Stock and condition: what may be bought of the part (the orderable quantity rule). */
  stock: QuantityFacts
  quantity?: number
  warrantyUuid?: string | null
  fullWidth?: boolean
}

/**
 * "В корзину" sends `cart.add`; once the part is in the cart the button opens the cart instead,
 * so a second press never adds a duplicate line. Nothing to add when the part is out of stock.
 */
export function AddToCartButton({
  productUuid,
  title,
  stock,
  quantity = 1,
  warrantyUuid,
  fullWidth,
}: AddToCartButtonProps) {
  const cart = useCartActor()
  const inCart = useCartSelector((s) => findLine(s.context.cart, productUuid) !== undefined)
  const loading = useCartSelector((s) => s.context.loading)
  const [asked, setAsked] = useState(false)
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
  return (
    <Button
      variant="primary"
      fullWidth={fullWidth}
      aria-label={partCardText.addToCartOf(title)}
      isDisabled={orderableQuantity(stock) < 1 || (loading && !asked)}
      isPending={loading && asked}
      onPress={() => {
        setAsked(true)
        cart.send({
          type: 'cart.add',
          product_uuid: productUuid,
          quantity: pickedQuantity(quantity, stock),
          ...(warrantyUuid ? { warranty_uuid: warrantyUuid } : {}),
        })
      }}
    >
      {partCardText.addToCart}
    </Button>
  )
}
