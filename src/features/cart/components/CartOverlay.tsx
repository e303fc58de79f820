import { lazy, Suspense, useState } from 'react'
import { useCartSelector } from '../../../lib/session/cart-context.tsx'

const CartModal = lazy(() => import('./CartModal.tsx'))

/** Fetches the cart modal's chunk the first time the cart opens, then keeps it mounted. */
export function CartOverlay() {
  const isOpen = useCartSelector((s) => s.matches({ modal: 'open' }))
  const [wanted, setWanted] = useState(false)
  if (isOpen && !wanted) setWanted(true)
  if (!wanted && !isOpen) return null
  return (
    <Suspense fallback={null}>
      <CartModal />
    </Suspense>
  )
}
