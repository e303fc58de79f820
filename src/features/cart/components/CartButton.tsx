import { Badge } from '@gruzovik/design-system'
import { itemCount } from '@gruzovik/machines'
import { buttonIcon } from '../../../components/header-button.css.ts'
import { cartText } from '../../../content/cart.ts'
import { useCartActor, useCartSelector } from '../../../lib/session/cart-context.tsx'
import * as styles from './cart.css.ts'

export interface CartButtonProps {
  /** `header` sits in the desktop header, `bar` in the mobile bottom bar. */
  placement?: 'header' | 'bar'
}

function CartIcon() {
  return (
    <svg className={buttonIcon} viewBox="0 0 24 24" aria-hidden="true" fill="none">
      <path
        d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="9" cy="19" r="1.5" fill="currentColor" />
      <circle cx="17" cy="19" r="1.5" fill="currentColor" />
    </svg>
  )
}

/** Opens the cart; the badge follows the cart actor, so an add shows at once. */
export function CartButton({ placement = 'header' }: CartButtonProps) {
  const cart = useCartActor()
  const count = useCartSelector((snapshot) => itemCount(snapshot.context.cart))
  const open = useCartSelector((snapshot) => snapshot.matches({ modal: 'open' }))
  return (
    <button
      type="button"
      className={placement === 'bar' ? styles.barButton : styles.headerButton}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => cart.send({ type: 'cart.open' })}
    >
      <CartIcon />
      {cartText.button}
      <span className={styles.badgeSpot}>
        <Badge count={count} />
      </span>
    </button>
  )
}
