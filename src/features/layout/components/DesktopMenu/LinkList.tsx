import type { NavLinkItem } from '../../../../content/navigation.ts'
import { HrefLink } from '../HrefLink/HrefLink.tsx'
import * as styles from './DesktopMenu.css.ts'

export function LinkList({
  items,
  onNavigate,
  columns = false,
}: {
  items: readonly NavLinkItem[]
  onNavigate?: () => void
  columns?: boolean
}) {
  return (
    <ul className={[styles.linkList, columns ? styles.columns : ''].join(' ')}>
      {items.map((item) => (
        <li key={item.href}>
          <HrefLink href={item.href} className={styles.panelLink} onNavigate={onNavigate}>
            {item.label}
          </HrefLink>
        </li>
      ))}
    </ul>
  )
}
