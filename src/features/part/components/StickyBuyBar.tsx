import { Price } from '@gruzovik/design-system'
import type { ReactNode } from 'react'
import { partText } from '../../../content/part.ts'
import * as styles from './sticky-buy-bar.css.ts'

export interface StickyBuyBarProps {
  price: number
  /** Struck through: only where the discount applies (shownPrice of @gruzovik/rules). */
  oldPrice: number | null
  /** The buy box's own «В корзину» (the same cart line, quantity and warranty). */
  button: ReactNode
}

/**
 * A phone's buy bar: the price and «В корзину» fixed at the bottom while the buy box is out of
 * view (BuyBox decides), so a buyer never scrolls to buy. `data-buy-bar` lets the chat button
 * and the page's end keep clear of it.
 */
export function StickyBuyBar({ price, oldPrice, button }: StickyBuyBarProps) {
  return (
    <section className={styles.bar} aria-label={partText.stickyBuy} data-buy-bar="shown">
      <span className={styles.price}>
        <Price price={price} oldPrice={oldPrice} />
      </span>
      {button}
    </section>
  )
}
