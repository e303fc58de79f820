import { lazy, Suspense } from 'react'
import { useCheckoutSelector } from '../../../lib/session/session-context.tsx'

const OrderSuccessModal = lazy(() => import('./OrderSuccessModal.tsx'))

/** Mounted only while a quick order's success is on screen. */
export function OrderSuccessOverlay() {
  const success = useCheckoutSelector((s) => s.matches('success'))
  if (!success) return null
  return (
    <Suspense fallback={null}>
      <OrderSuccessModal />
    </Suspense>
  )
}
