import type { CartChange } from '@gruzovik/machines'
import { cartText } from '../../content/cart.ts'
import * as styles from './CartChanges.css.ts'

/** What the server's cart, re-read after a refusal, changed per line (the cart, the order page). */
export function CartChanges({ changes }: { changes: readonly CartChange[] }) {
  if (changes.length === 0) return null
  return (
    <ul className={styles.list} aria-label={cartText.changesLabel}>
      {changes.map((change) => (
        <li key={change.product_uuid}>
          «{change.title}»: {changeText(change)}
        </li>
      ))}
    </ul>
  )
}

function changeText(change: CartChange): string {
  if (change.kind === 'reduced') return cartText.changes.reduced(change.to)
  return cartText.changes[change.kind]
}
