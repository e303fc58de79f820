import { Breadcrumbs as AriaBreadcrumbs, Breadcrumb } from 'react-aria-components'
import { ru } from '../../i18n/ru.ts'
import { Link } from '../Link/Link.tsx'
import * as styles from './Breadcrumbs.css.ts'

export interface Crumb {
  label: string
  href: string
}

export interface BreadcrumbsProps {
  items: readonly Crumb[]
  'aria-label'?: string
}

/** The path to the current page; the last crumb is the page itself (aria-current). */
export function Breadcrumbs({ items, 'aria-label': label = ru.breadcrumbs }: BreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <AriaBreadcrumbs
        items={items.map((item) => ({ ...item, id: item.href }))}
        className={styles.list}
      >
        {(item) => (
          <Breadcrumb id={item.id} className={styles.crumb}>
            <Link className={styles.crumbLink} href={item.href}>
              {item.label}
            </Link>
          </Breadcrumb>
        )}
      </AriaBreadcrumbs>
    </nav>
  )
}
