import { type RefObject, useEffect } from 'react'

/**
 * Closes an open disclosure on Escape (focus goes back to its trigger) and on a press or
 * focus outside `container` (focus stays where the user put it).
 */
export function useDismiss(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  trigger: RefObject<HTMLElement | null>,
  close: () => void,
) {
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.stopPropagation()
      close()
      trigger.current?.focus()
    }
    const onOutside = (event: Event) => {
      const target = event.target as Node | null
      if (target && container.current && !container.current.contains(target)) close()
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onOutside)
    document.addEventListener('focusin', onOutside)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onOutside)
      document.removeEventListener('focusin', onOutside)
    }
  }, [open, container, trigger, close])
}
