import type { ReactNode } from 'react'
import { DesktopMenu } from '../DesktopMenu/DesktopMenu.tsx'
import * as styles from './Header.css.ts'
import { HeaderPhones, type HeaderPhonesProps } from './HeaderPhones.tsx'
import { Logo } from './Logo.tsx'

export interface HeaderProps extends HeaderPhonesProps {
  /** The search box. */
  search?: ReactNode
  /** The cart button with its count badge. */
  cartButton?: ReactNode
  /** The login button, or the account button with the short last name. */
  accountButton?: ReactNode
  /** The chosen truck and its picker (desktop and phone). */
  truckPicker?: ReactNode
}

/**
 * The header (docs/product.md#screen-layout): the five branch phones, the logo, search, cart and
 * account, and the desktop menu. Every slot is optional; a missing one leaves its place empty.
 */
export function Header({
  search,
  cartButton,
  accountButton,
  truckPicker,
  mobile,
  onGoal,
}: HeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.topStrip}>
        <div className={styles.topInner}>
          <HeaderPhones mobile={mobile} onGoal={onGoal} />
        </div>
      </div>
      <div className={styles.bar}>
        <Logo />
        {search && <div className={styles.search}>{search}</div>}
        {truckPicker && <div className={styles.truck}>{truckPicker}</div>}
        {(accountButton || cartButton) && (
          <div className={styles.actions}>
            {accountButton}
            {cartButton}
          </div>
        )}
      </div>
      <div className={styles.navRow}>
        <DesktopMenu />
      </div>
    </header>
  )
}
