import type { ReactNode } from 'react'
import { AccountNotifications } from '../features/account/components/AccountNotifications.tsx'
import { AccountShell } from '../features/account/components/AccountShell.tsx'
import { AccountButton } from '../features/auth/components/AccountButton.tsx'
import { LoginOverlay } from '../features/auth/components/LoginOverlay.tsx'
import { CartButton } from '../features/cart/components/CartButton.tsx'
import { CartOverlay } from '../features/cart/components/CartOverlay.tsx'
import { Layout } from '../features/layout/components/Layout.tsx'
import { SearchBox } from '../features/search/components/SearchBox.tsx'

/**
 * The account module in the shop's own layout, its slots filled as the shop's root route fills
 * them (src/routes/__root.tsx): header with logo, search, cart and account button, the footer,
 * and the bottom bar on the phone (docs/product.md#screen-layout). Links to the shop load it in
 * full (the router's root, docs/product.md#account-area).
 */
export function AccountLayout({ children }: { children: ReactNode }) {
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
      <AccountShell>{children}</AccountShell>
    </Layout>
  )
}
