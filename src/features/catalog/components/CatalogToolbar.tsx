import { plural } from '@gruzovik/design-system'
import { SortSelect } from '../../../components/SortSelect/SortSelect.tsx'
import { catalogText } from '../../../content/catalog.ts'
import type { CatalogSearch } from '../../../lib/route-search.ts'
import * as styles from './catalog.css.ts'

export interface CatalogToolbarProps {
  total: number
  search: CatalogSearch
  onSearch: (next: CatalogSearch) => void
}

/** Count of results and the sort order above the cards (the filters are in ListingFilters). */
export function CatalogToolbar({ total, search, onSearch }: CatalogToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <p className={styles.count} role="status">
        {catalogText.found(total, plural(total, catalogText.partsForms))}
      </p>
      <div className={styles.control}>
        <SortSelect
          sort={search.sort}
          onChange={(sort) => onSearch({ ...search, sort, page: undefined })}
        />
      </div>
    </div>
  )
}
