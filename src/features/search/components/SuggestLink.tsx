import { useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import * as styles from './search.css.ts'

/** A suggestion that leads to an address from the API: in-app navigation, then the overlay closes. */
export function SuggestLink({
  href,
  onFollow,
  children,
}: {
  href: string
  onFollow: () => void
  children: ReactNode
}) {
  const router = useRouter()
  // Only in-shop paths: an address from the API never becomes a script or another site.
  const safe = /^\/(?!\/)/.test(href) ? href : '/'
  return (
    <a
      href={safe}
      className={styles.itemLink}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
        event.preventDefault()
        onFollow()
        void router.navigate({ href: safe })
      }}
    >
      {children}
    </a>
  )
}
