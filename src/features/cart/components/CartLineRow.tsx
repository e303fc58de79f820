import { formatPrice, IconButton, Price, QuantityStepper } from '@gruzovik/design-system'
import { Link } from '@tanstack/react-router'
import { partThumbnail } from '../../../components/PartPicture/part-picture.ts'
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
  const picture = partThumbnail(line.product)
  return (
    <tr className={styles.row}>
      <td className={`${styles.td} ${styles.nameCell}`}>
        <div className={styles.nameWithPicture}>
          {/* Decorative (alt=""): the part's name is the link beside it. */}
          {picture && (
            <img
              className={styles.picture}
              src={picture.thumbnail}
              alt=""
              width={64}
              height={48}
              loading="lazy"
            />
          )}
          <div>
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
            <div className={styles.lineControls}>
              <WarrantyChoice line={line} isDisabled={loading || soldOut} onChange={onWarranty} />
            </div>
          </div>
        </div>
      </td>
      <td className={styles.td}>
        <span className={styles.article}>{line.product.article}</span>
      </td>
      <td className={styles.td}>
        <Price price={view.unitPrice} oldPrice={view.oldPrice} decimals="always" />
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
            {cartText.warrantyAdded(formatPrice(view.warrantyCost, { decimals: 'always' }))}
          </div>
        )}
      </td>
      {/* Its own column: the ✕ stands in the same place on every row. */}
      <td className={`${styles.td} ${styles.end}`}>
        <IconButton aria-label={cartText.removeOf(title)} onPress={onRemove} isDisabled={loading}>
          ✕
        </IconButton>
      </td>
    </tr>
  )
}
