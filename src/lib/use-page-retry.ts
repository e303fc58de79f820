import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'

/** «Повторить» of a page whose data failed: the router loads the page's data again. */
export function usePageRetry() {
  const router = useRouter()
  const [retrying, setRetrying] = useState(false)
  const retry = async () => {
    setRetrying(true)
    try {
      await router.invalidate()
    } finally {
      setRetrying(false)
    }
  }
  return { retry, retrying }
}
