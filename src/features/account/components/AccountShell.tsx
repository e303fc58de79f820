import { Inline } from '@gruzovik/design-system'
import { useRouterState } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { accountText } from '../../../content/account.ts'
import { site } from '../../../content/site.ts'
import { useAppData, useAppDataStore } from '../../../lib/app-data/app-data-context.tsx'
import { moduleHref } from '../../../lib/navigation/module-link.ts'
import { logoutAndReload } from '../../../lib/session/logout.ts'
import { accountPageTitle } from '../page-title.ts'
import * as styles from './AccountShell.css.ts'
import { AccountSidebar } from './AccountSidebar.tsx'
import { LoginPrompt } from './LoginPrompt.tsx'

/**
 * The account module's frame: a header whose shop links load the shop in full
 * (docs/product.md#account-area), the sidebar and the page for a logged-in customer, the login
 * prompt for a visitor, a footer.
 */
export function AccountShell({ children }: { children: ReactNode }) {
  const { user } = useAppData()
  const store = useAppDataStore()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useEffect(() => {
    const title = accountPageTitle(pathname)
    if (title) document.title = title
  }, [pathname])
  return (
    <div className={styles.shell}>
      <Inline
        as="header"
        space={3}
        align="space-between"
        alignY="center"
        paddingY={3}
        paddingX={4}
        className={styles.header}
      >
        <a className={styles.logo} href={moduleHref('shop')}>
          {site.name}
        </a>
        <Inline space={3} alignY="center" wrap={false}>
          <a className={styles.headerLink} href={moduleHref('shop')}>
            {accountText.toShop}
          </a>
          {user && (
            <button
              type="button"
              className={styles.logoutButton}
              onClick={() => void logoutAndReload(store)}
            >
              {accountText.logout}
            </button>
          )}
        </Inline>
      </Inline>
      <main className={styles.main} id="main">
        {user ? (
          <>
            <AccountSidebar user={user} />
            <div>{children}</div>
          </>
        ) : (
          <LoginPrompt />
        )}
      </main>
      <footer className={styles.footer}>{site.footerNote}</footer>
    </div>
  )
}
