import { useRouter, useRouterState } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'

/**
 * A link inside the account module: in-app navigation through the module's own router
 * (docs/product.md#account-area), a real href for new tabs, and `aria-current` on the page it
 * points at.
 */
export function InAppLink({
  to,
  className,
  children,
}: {
  to: string
  className?: string
  children: ReactNode
}) {
  const router = useRouter()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return
    event.preventDefault()
    void router.navigate({ href: to })
  }
  return (
    <a
      href={to}
      className={className}
      aria-current={pathname === to ? 'page' : undefined}
      onClick={onClick}
    >
      {children}
    </a>
  )
}
