import { CartChanges } from '../../../components/CartChanges/CartChanges.tsx'
import { FailureAlert } from '../../../components/FailureAlert/FailureAlert.tsx'
import { useCartSelector } from '../../../lib/session/cart-context.tsx'

/** Why the last cart call or order failed and what the server's cart changed, per line. */
export function CartNotice() {
  const failure = useCartSelector((s) => s.context.failure)
  const changes = useCartSelector((s) => s.context.changes)
  return (
    <FailureAlert failure={failure}>
      <CartChanges changes={changes} />
    </FailureAlert>
  )
}
