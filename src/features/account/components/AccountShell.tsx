import { useRouterState } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { useAppData } from '../../../lib/app-data/app-data-context.tsx'
import { accountPageTitle } from '../page-title.ts'
import * as styles from './AccountShell.css.ts'
import { AccountSidebar } from './AccountSidebar.tsx'
import { LoginPrompt } from './LoginPrompt.tsx'

/**
 * The account module's page area inside the shop's layout (src/app/ShopLayout.tsx): the
 * sidebar and the page for a logged-in customer, the login prompt for a visitor. On the phone
 * the page comes first and the menu after it.
 */
export function AccountShell({ children }: { children: ReactNode }) {
  const { user } = useAppData()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useEffect(() => {
    const title = accountPageTitle(pathname)
    if (title) document.title = title
  }, [pathname])
  if (!user) return <LoginPrompt />
  return (
    <div className={styles.columns}>
      <AccountSidebar user={user} />
      <div className={styles.page}>{children}</div>
    </div>
  )
}
