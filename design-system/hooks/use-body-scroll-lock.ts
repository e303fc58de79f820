import { useEffect } from 'react'

// Nested sheets share one lock; the first to open saves the body's style, the last to close restores it.
let locks = 0
let saved = { overflow: '', paddingRight: '' }

/** Locks page scrolling under an overlay while `active`, restoring the previous body style after. */
export function useBodyScrollLock(active = true) {
  useEffect(() => {
    if (!active || typeof document === 'undefined') return
    const { body } = document
    if (locks === 0) {
      saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight }
      // Keeps the layout from jumping when the scrollbar disappears on desktop.
      const scrollbar = window.innerWidth - document.documentElement.clientWidth
      if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`
      body.style.overflow = 'hidden'
    }
    locks += 1
    return () => {
      locks -= 1
      if (locks === 0) {
        body.style.overflow = saved.overflow
        body.style.paddingRight = saved.paddingRight
      }
    }
  }, [active])
}
