import { lazy, Suspense, useState } from 'react'
import { useLoginOpen } from '../../../lib/session/session-context.tsx'

// The modal brings imask with it: its own chunk, fetched the first time login opens.
const LoginModal = lazy(() => import('./LoginModal.tsx'))

export function LoginOverlay() {
  const isOpen = useLoginOpen()
  const [wanted, setWanted] = useState(false)
  if (isOpen && !wanted) setWanted(true)
  if (!wanted && !isOpen) return null
  return (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  )
}
