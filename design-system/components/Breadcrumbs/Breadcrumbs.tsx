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

/**
 * The path to the current page; the last crumb is the page itself (aria-current, not a link).
 * The markup of react-aria's Breadcrumbs (a labelled list, `data-current`/`data-disabled` on the
 * last item) without its collection machinery, which cost the listing, part and search pages
 * ~6 KB brotli of script at start.
 */
export function Breadcrumbs({ items, 'aria-label': label = ru.breadcrumbs }: BreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <ol aria-label={ru.breadcrumbsList} className={styles.list}>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1
          return (
            <li
              key={item.href}
              className={styles.crumb}
              data-disabled={isCurrent || undefined}
              data-current={isCurrent || undefined}
            >
              <Link
                className={styles.crumbLink}
                href={item.href}
                aria-current={isCurrent ? 'page' : undefined}
                isDisabled={isCurrent}
              >
                {item.label}
              </Link>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
