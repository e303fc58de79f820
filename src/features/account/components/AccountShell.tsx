import { useRouterState } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { useAppData } from '../../../lib/app-data/app-data-context.tsx'
import { AccountButton } from '../../auth/components/AccountButton.tsx'
import { LoginOverlay } from '../../auth/components/LoginOverlay.tsx'
import { CartButton } from '../../cart/components/CartButton.tsx'
import { CartOverlay } from '../../cart/components/CartOverlay.tsx'
import { Layout } from '../../layout/components/Layout.tsx'
import { SearchBox } from '../../search/components/SearchBox.tsx'
import { accountPageTitle } from '../page-title.ts'
import { AccountNotifications } from './AccountNotifications.tsx'
import * as styles from './AccountShell.css.ts'
import { AccountSidebar } from './AccountSidebar.tsx'
import { LoginPrompt } from './LoginPrompt.tsx'

/**
 * The account module's frame: the shop's own layout (header with logo, search, cart and the
 * account button, footer, and the bottom bar on the phone; docs/product.md#screen-layout), with
 * the sidebar and the page for a logged-in customer or the login prompt for a visitor. Links to
 * the shop load it in full (docs/product.md#account-area). On the phone the page comes first and
 * the menu is a compact list of sections (AccountSidebar).
 */
export function AccountShell({ children }: { children: ReactNode }) {
  const { user } = useAppData()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useEffect(() => {
    const title = accountPageTitle(pathname)
    if (title) document.title = title
  }, [pathname])
  return (
    <Layout
      search={<SearchBox />}
      cartButton={<CartButton />}
      accountButton={<AccountButton />}
      barCart={<CartButton placement="bar" />}
      barAccount={<AccountButton placement="bar" />}
      overlays={
        <>
          <CartOverlay />
          <LoginOverlay />
          <AccountNotifications />
        </>
      }
    >
      {user ? (
        <div className={styles.columns}>
          <AccountSidebar user={user} />
          <div className={styles.page}>{children}</div>
        </div>
      ) : (
        <LoginPrompt />
      )}
    </Layout>
  )
}
