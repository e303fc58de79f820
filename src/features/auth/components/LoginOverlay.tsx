import { lazy, Suspense, useState } from 'react'
import { useLoginSelector } from '../../../lib/session/session-context.tsx'

// The modal brings imask with it: its own chunk, fetched the first time login opens.
const LoginModal = lazy(() => import('./LoginModal.tsx'))

export function LoginOverlay() {
  const isOpen = useLoginSelector((s) => s.matches('open'))
  const [wanted, setWanted] = useState(false)
  if (isOpen && !wanted) setWanted(true)
  if (!wanted && !isOpen) return null
  return (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  )
}
