import { type RefObject, useEffect, useState } from 'react'

/**
 * Whether the element is on screen (any part of it). null until the browser has looked: the
 * server render and the first paint show nothing that depends on it.
 */
export function useInView(ref: RefObject<Element | null>): boolean | null {
  const [inView, setInView] = useState<boolean | null>(null)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? null))
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return inView
}
