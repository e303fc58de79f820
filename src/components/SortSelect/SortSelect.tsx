import { Select } from '@gruzovik/design-system'
import { catalogText } from '../../content/catalog.ts'
import { type CatalogSearch, catalogSorts } from '../../lib/route-search.ts'

const sortOptions = catalogSorts.map((id) => ({ id, label: catalogText.sorts[id] }))

export interface SortSelectProps {
  /** The address's sort; none means relevance. */
  sort: CatalogSearch['sort']
  /** The new sort, undefined for relevance (kept out of the address). */
  onChange: (sort: CatalogSearch['sort']) => void
}

/** The order of a parts list, shared by the catalogue listings and the search results. */
export function SortSelect({ sort, onChange }: SortSelectProps) {
  return (
    <Select
      label={catalogText.sort}
      options={sortOptions}
      selectedKey={sort ?? 'relevance'}
      onSelectionChange={(key) => {
        const next = catalogSorts.find((item) => item === key)
        onChange(next === 'relevance' ? undefined : next)
      }}
    />
  )
}
