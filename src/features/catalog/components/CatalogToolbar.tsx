import { Checkbox, plural, Select } from '@gruzovik/design-system'
import { SortSelect } from '../../../components/SortSelect/SortSelect.tsx'
import { catalogText } from '../../../content/catalog.ts'
import { type CatalogSearch, catalogConditions } from '../../../lib/route-search.ts'
import { withFilter } from '../catalog-query.ts'
import * as styles from './catalog.css.ts'

const conditionOptions = (['all', ...catalogConditions] as const).map((id) => ({
  id,
  label: catalogText.conditions[id],
}))

export interface CatalogToolbarProps {
  total: number
  search: CatalogSearch
  onSearch: (next: CatalogSearch) => void
}

/** Count of results, sort order, new/used and in-stock: the filters every listing has. */
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
      <div className={styles.control}>
        <Select
          label={catalogText.condition}
          options={conditionOptions}
          selectedKey={search.condition ?? 'all'}
          onSelectionChange={(key) =>
            onSearch(
              withFilter(search, { condition: catalogConditions.find((item) => item === key) }),
            )
          }
        />
      </div>
      <div className={styles.checkRow}>
        <Checkbox
          isSelected={Boolean(search.in_stock)}
          onChange={(on) => onSearch(withFilter(search, { in_stock: on ? true : undefined }))}
        >
          {catalogText.inStock}
        </Checkbox>
      </div>
    </div>
  )
}
