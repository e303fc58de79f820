import { Checkbox, plural, Select } from '@gruzovik/design-system'
import { catalogueText } from '../../../content/catalogue.ts'
import { type CatalogSearch, catalogConditions, catalogSorts } from '../../../lib/route-search.ts'
import { withFilter } from '../catalogue-query.ts'
import * as styles from './catalogue.css.ts'

const sortOptions = catalogSorts.map((id) => ({ id, label: catalogueText.sorts[id] }))
const conditionOptions = (['all', ...catalogConditions] as const).map((id) => ({
  id,
  label: catalogueText.conditions[id],
}))

export interface CatalogueToolbarProps {
  total: number
  search: CatalogSearch
  onSearch: (next: CatalogSearch) => void
}

/** Count of results, sort order, new/used and in-stock: the filters every listing has. */
export function CatalogueToolbar({ total, search, onSearch }: CatalogueToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <p className={styles.count} role="status">
        {catalogueText.found(total, plural(total, catalogueText.partsForms))}
      </p>
      <div className={styles.control}>
        <Select
          label={catalogueText.sort}
          options={sortOptions}
          selectedKey={search.sort ?? 'relevance'}
          onSelectionChange={(key) => {
            const sort = catalogSorts.find((item) => item === key)
            onSearch({ ...search, sort: sort === 'relevance' ? undefined : sort, page: undefined })
          }}
        />
      </div>
      <div className={styles.control}>
        <Select
          label={catalogueText.condition}
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
          {catalogueText.inStock}
        </Checkbox>
      </div>
    </div>
  )
}
