import { formatPrice, IconButton, Inline, Price, QuantityStepper } from '@gruzovik/design-system'
import { Link } from '@tanstack/react-router'
import { cartText } from '../../../content/cart.ts'
import type { LineView } from '../cart-lines.ts'
import * as styles from './cart.css.ts'
import { WarrantyChoice } from './WarrantyChoice.tsx'

export interface CartLineRowProps {
  view: LineView
  canIncrement: boolean
  loading: boolean
  onIncrement: () => void
  onDecrement: () => void
  onRemove: () => void
  onWarranty: (warrantyUuid: string | null) => void
  /** Following the part link leaves the cart. */
  onNavigate: () => void
}

/** One cart line: name, article, price (old one struck through), quantity, cost, warranty. */
export function CartLineRow({
  view,
  canIncrement,
  loading,
  onIncrement,
  onDecrement,
  onRemove,
  onWarranty,
  onNavigate,
}: CartLineRowProps) {
  const { line, soldOut } = view
  const title = line.product.full_title
  return (
    <tr className={styles.row}>
      <td className={`${styles.td} ${styles.nameCell}`}>
        <Link
          to="/parts/$slug"
          params={{ slug: line.product.slug }}
          className={styles.title}
          onClick={onNavigate}
        >
          {title}
        </Link>
        {line.product.is_not_new && <div className={styles.muted}>{cartText.used}</div>}
        {soldOut && <div className={styles.soldOut}>{cartText.soldOut}</div>}
        <Inline space={2} alignY="bottom" className={styles.lineControls}>
          <WarrantyChoice line={line} isDisabled={loading || soldOut} onChange={onWarranty} />
          <IconButton aria-label={cartText.removeOf(title)} onPress={onRemove} isDisabled={loading}>
            ✕
          </IconButton>
        </Inline>
      </td>
      <td className={styles.td}>
        <span className={styles.muted}>{line.product.article}</span>
      </td>
      <td className={styles.td}>
        <Price price={line.product.price.price} basePrice={view.oldPrice} />
        {view.withWarranty !== null && (
          <div className={styles.muted}>
            {cartText.withWarranty} {formatPrice(view.withWarranty, { decimals: 'auto' })}
          </div>
        )}
      </td>
      <td className={styles.td}>
        {!soldOut && (
          <QuantityStepper
            value={line.quantity}
            onDecrement={onDecrement}
            onIncrement={onIncrement}
            isIncrementDisabled={!canIncrement}
            isDisabled={loading}
            labels={{
              group: cartText.quantityOf(title),
              decrease: cartText.decreaseOf(title),
              increase: cartText.increaseOf(title),
            }}
          />
        )}
      </td>
      <td className={`${styles.td} ${styles.end}`}>
        {formatPrice(view.cost, { decimals: 'always' })}
        {view.warrantyCost > 0 && (
          <div className={styles.muted}>
            {cartText.withWarranty}{' '}
            {formatPrice(view.cost + view.warrantyCost, { decimals: 'always' })}
          </div>
        )}
      </td>
    </tr>
  )
}
