import { lazy, type ReactNode, Suspense, useState } from 'react'
import { PendingPage } from '../../../components/PendingPage.tsx'
import { site } from '../../../content/site.ts'
import { spacer } from './BottomBar/BottomBar.css.ts'
import { BottomBar } from './BottomBar/BottomBar.tsx'
import { Header } from './Header/Header.tsx'
import * as styles from './layout.css.ts'

// The drill-down menu is its own chunk, fetched the first time «Меню» is pressed.
const MobileMenu = lazy(() => import('./MobileMenu/MobileMenu.tsx'))
// The footer (its texts, links and icons) is below the page: fetched with the page, not before it.
const Footer = lazy(() =>
  import('./Footer/Footer.tsx').then((module) => ({ default: module.Footer })),
)

/** The slots other features fill (the root route composes them). */
export interface LayoutProps {
  /** Header search box (desktop). */
  search?: ReactNode
  /** Header cart button with its badge. */
  cartButton?: ReactNode
  /** Header login or account button. */
  accountButton?: ReactNode
  /** Header chosen truck and its picker. */
  truckPicker?: ReactNode
  /** Bottom-bar button that opens login or the account (mobile). */
  barAccount?: ReactNode
  /** Bottom-bar button that opens the cart (mobile). */
  barCart?: ReactNode
  /** Modals, sheets and toasts, mounted once. */
  overlays?: ReactNode
  children: ReactNode
}

/** The default layout: header, main, footer, and below 1024 px the bottom bar. */
export function Layout({
  search,
  cartButton,
  accountButton,
  truckPicker,
  barAccount,
  barCart,
  overlays,
  children,
}: LayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false)
  const [menuLoaded, setMenuLoaded] = useState(false)
  const openMenu = () => {
    setMenuLoaded(true)
    setMenuOpen(true)
  }
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {site.skipToContent}
      </a>
      <Header
        search={search}
        cartButton={cartButton}
        accountButton={accountButton}
        truckPicker={truckPicker}
      />
      <main id="main" className={styles.main} tabIndex={-1}>
        {/* A page whose code (its skeleton's too) is still on the way shows a skeleton here; without
            this boundary the whole main went blank and the footer jumped up. */}
        <Suspense fallback={<PendingPage />}>{children}</Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <div className={spacer} />
      <BottomBar menuOpen={menuOpen} onMenu={openMenu} account={barAccount} cart={barCart} />
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu isOpen={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      )}
      {overlays}
    </div>
  )
}
