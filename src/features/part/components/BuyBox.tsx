import { formatPrice, Inline, Price, QuantityStepper, Select, Stack } from '@gruzovik/design-system'
import { findLine, warrantyAmount, warrantyQuantity } from '@gruzovik/machines'
import { orderableQuantity, pickedQuantity, shownPrice } from '@gruzovik/rules'
import { useRef, useState } from 'react'
import type { PartDetails } from '../../../api/parts.ts'
import { AddToCartButton } from '../../../components/PartCard/AddToCartButton.tsx'
import { partText } from '../../../content/part.ts'
import { useCartActor, useCartSelector } from '../../../lib/session/cart-context.tsx'
import { buyTotal, findWarranty } from '../part-view.ts'
import { PartTruckFit } from './PartTruckFit.tsx'
import * as styles from './part.css.ts'
import { StickyBuyBar } from './StickyBuyBar.tsx'
import { useInView } from './use-in-view.ts'

const noWarranty = 'none'

/**
 * Price, stock, warranty and quantity, then "В корзину". Before the part is in the cart the
 * choices are local; once it is, the warranty select changes the cart line (the cart owns it).
 */
export function BuyBox({ part }: { part: PartDetails }) {
  const cart = useCartActor()
  const line = useCartSelector((s) => findLine(s.context.cart, part.uuid))
  const cartQuantity = useCartSelector((s) => warrantyQuantity(s.context.cart, part.uuid))
  const loading = useCartSelector((s) => s.context.loading)
  const [picked, setPicked] = useState(1)
  const [warrantyId, setWarrantyId] = useState<string>(noWarranty)
  const box = useRef<HTMLElement>(null)
  const boxInView = useInView(box)
  const max = orderableQuantity(part)
  const quantity = line ? cartQuantity : pickedQuantity(picked, part)
  const chosenId = line ? line.warranty_uuid || noWarranty : warrantyId
  const warranty = findWarranty(part, chosenId === noWarranty ? null : chosenId)
  const shown = shownPrice(part.price)
  // A warranty is priced on the part's price (docs/product.md#warranties).
  const price = part.price.price
  const options = [
    { id: noWarranty, label: partText.noWarranty },
    ...part.warranties.map((w) => ({
      id: w.uuid,
      label: partText.warrantyOption(
        w.title,
        formatPrice(warrantyAmount(w, price, quantity), { decimals: 'auto' }),
      ),
    })),
  ]
  const chooseWarranty = (id: string) => {
    if (!line) return setWarrantyId(id)
    cart.send({
      type: 'cart.setWarranty',
      product_uuid: part.uuid,
      warranty_uuid: id === noWarranty ? null : id,
    })
  }
  // The sticky bar's copy is not the redirect's anchor: one form of the part has the id.
  const addToCart = (anchored: boolean) => (
    <AddToCartButton
      productUuid={part.uuid}
      title={part.full_title}
      stock={part}
      quantity={quantity}
      warrantyUuid={warranty?.uuid ?? null}
      anchored={anchored}
    />
  )
  return (
    <section ref={box} className={styles.buyBox} aria-label={partText.total}>
      <Stack space={4} padding={4}>
        <PartTruckFit fits={part.fits_truck} />
        <div className={styles.bigPrice}>
          <Price price={shown.price} oldPrice={shown.oldPrice} />
        </div>
        <p className={max > 0 ? styles.stock : styles.noStock}>
          {max > 0 ? partText.inStock(part.total_stock) : partText.outOfStock}
        </p>
        {part.is_not_new && max > 0 && <p className={styles.total}>{partText.usedSingle}</p>}
        {max > 0 && part.warranties.length > 0 && (
          <Select
            label={partText.warranty}
            options={options}
            selectedKey={chosenId}
            isDisabled={loading}
            onSelectionChange={(key) => chooseWarranty(String(key ?? noWarranty))}
          />
        )}
        {max > 0 && (
          <Inline space={3} alignY="center">
            {line ? (
              <p className={styles.total}>{partText.inCartQuantity(line.quantity)}</p>
            ) : (
              <QuantityStepper
                value={quantity}
                onDecrement={() => setPicked(pickedQuantity(quantity - 1, part))}
                onIncrement={() => setPicked(pickedQuantity(quantity + 1, part))}
                isDecrementDisabled={quantity <= 1}
                isIncrementDisabled={quantity >= max}
                labels={{ group: partText.quantity }}
              />
            )}
            {addToCart(true)}
          </Inline>
        )}
        {max > 0 && (
          <p className={styles.total}>
            {warranty ? partText.totalWithWarranty : partText.total}:{' '}
            <strong>
              {formatPrice(buyTotal(part.price, quantity, warranty), { decimals: 'auto' })}
            </strong>
          </p>
        )}
        {max > 0 && boxInView === false && (
          <StickyBuyBar price={shown.price} oldPrice={shown.oldPrice} button={addToCart(false)} />
        )}
      </Stack>
    </section>
  )
}
