import { Button } from 'react-aria-components'
import { ru } from '../../i18n/ru.ts'
import * as styles from './Pagination.css.ts'
import { paginationRange } from './pagination-range.ts'

export interface PaginationProps {
  page: number
  totalPages: number
  onChange: (page: number) => void
  siblings?: number
  labels?: { nav?: string; previous?: string; next?: string; page?: (page: number) => string }
}

/** Page buttons with previous/next; hidden when there is only one page. */
export function Pagination({ page, totalPages, onChange, siblings = 1, labels }: PaginationProps) {
  const items = paginationRange(page, totalPages, siblings)
  if (items.length < 2) return null
  const last = items[items.length - 1] as number
  const current = Math.min(last, Math.max(1, Math.floor(page) || 1))
  const pageLabel = labels?.page ?? ru.paginationPage
  return (
    <nav aria-label={labels?.nav ?? ru.pagination}>
      <ul className={styles.list}>
        <li>
          <Button
            className={styles.page}
            aria-label={labels?.previous ?? ru.paginationPrevious}
            isDisabled={current <= 1}
            onPress={() => onChange(current - 1)}
          >
            ‹
          </Button>
        </li>
        {items.map((item, index) =>
          item === 'gap' ? (
            // Gaps have no identity of their own; their position is stable between renders.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Button
                className={styles.page}
                aria-label={pageLabel(item)}
                aria-current={item === current ? 'page' : undefined}
                onPress={() => item !== current && onChange(item)}
              >
                {item}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            className={styles.page}
            aria-label={labels?.next ?? ru.paginationNext}
            isDisabled={current >= last}
            onPress={() => onChange(current + 1)}
          >
            ›
          </Button>
        </li>
      </ul>
    </nav>
  )
}
