import type { ReactNode } from 'react'
import { AccountButton } from '../features/auth/components/AccountButton.tsx'
import { LoginOverlay } from '../features/auth/components/LoginOverlay.tsx'
import { CartButton } from '../features/cart/components/CartButton.tsx'
import { CartOverlay } from '../features/cart/components/CartOverlay.tsx'
import { OrderSuccessOverlay } from '../features/checkout/components/OrderSuccessOverlay.tsx'
import { Layout } from '../features/layout/components/Layout.tsx'
import { SearchBox } from '../features/search/components/SearchBox.tsx'
import { TruckPicker } from '../features/truck-picker/components/TruckPicker.tsx'

/**
 * The shop's layout with its slots filled, one for the shop's root route (src/routes/__root.tsx)
 * and the account module (src/account/router.tsx): header with logo, search, cart and account
 * button, the footer, the bottom bar on the phone (docs/product.md#screen-layout), and the cart,
 * login and quick-order success overlays mounted once: the cart opens on every module's page, so
 * its quick order's «Заказ оформлен» must show there too. `overlays`: what the module mounts
 * besides, after those.
 */
export function ShopLayout({ overlays, children }: { overlays?: ReactNode; children: ReactNode }) {
  return (
    <Layout
      search={<SearchBox />}
      cartButton={<CartButton />}
      accountButton={<AccountButton />}
      truckPicker={<TruckPicker />}
      barCart={<CartButton placement="bar" />}
      barAccount={<AccountButton placement="bar" />}
      overlays={
        <>
          <CartOverlay />
          <LoginOverlay />
          <OrderSuccessOverlay />
          {overlays}
        </>
      }
    >
      {children}
    </Layout>
  )
}
