import { type ReactNode, useState } from 'react'
import { bottomBarLabels as labels, paths } from '../../../../content/navigation.ts'
import { HrefLink } from '../HrefLink/HrefLink.tsx'
import { HomeIcon, MenuIcon } from '../icons.tsx'
import * as styles from './BottomBar.css.ts'
import { useBottomBarVisible } from './use-bottom-bar-visible.ts'

export interface BottomBarProps {
  onMenu: () => void
  menuOpen: boolean
  /** The login/account button (the short name cut at 5 characters, or «Кабинет»). */
  account?: ReactNode
  /** The cart button. */
  cart?: ReactNode
  /** Overrides the scroll-driven visibility, for stories and tests. */
  visible?: boolean
}

/**
 * The mobile bottom bar (below 1024 px, docs/product.md#screen-layout): Главная, Меню, the account
 * and cart slots. Hides while scrolling down; back when scrolling up or near the page end.
 */
export function BottomBar({ onMenu, menuOpen, account, cart, visible }: BottomBarProps) {
  const scrolledVisible = useBottomBarVisible()
  // A keyboard user tabbing into the hidden bar gets it back.
  const [focused, setFocused] = useState(false)
  const shown = focused || (visible ?? scrolledVisible)
  return (
    <nav
      aria-label={labels.nav}
      className={`${styles.bar} ${shown ? '' : styles.hidden}`}
      data-state={shown ? 'shown' : 'hidden'}
      // Sticky bars and the chat button sit above the bar while it shows (by CSS :has()).
      data-bottom-bar={shown ? 'shown' : 'hidden'}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <ul className={styles.list}>
        <li className={styles.slot}>
          <HrefLink href={paths.home} className={styles.item}>
            <HomeIcon className={styles.icon} />
            {labels.home}
          </HrefLink>
        </li>
        <li className={styles.slot}>
          <button
            type="button"
            className={styles.item}
            aria-expanded={menuOpen}
            aria-haspopup="dialog"
            onClick={onMenu}
          >
            <MenuIcon className={styles.icon} />
            {labels.menu}
          </button>
        </li>
        <li className={styles.slot}>{account}</li>
        <li className={styles.slot}>{cart}</li>
      </ul>
    </nav>
  )
}

/** The bar item's class, for the slot buttons to look like the bar's own. */
export const barItemClass = styles.item
export const barIconClass = styles.icon
