import { Checkbox } from '@gruzovik/design-system'
import type { SearchResponse } from '../../../api/search.ts'
import { catalogueText } from '../../../content/catalogue.ts'
import { type SearchPageSearch, toggleSlug, withFilter } from '../search-page-query.ts'
import * as styles from './search.css.ts'

type FacetItem = SearchResponse['facets']['marks'][number]

function Facet({
  title,
  items,
  selected = [],
  onToggle,
}: {
  title: string
  items: readonly FacetItem[]
  selected?: readonly string[]
  onToggle: (slug: string, on: boolean) => void
}) {
  if (items.length === 0) return null
  return (
    <fieldset>
      <legend className={styles.sectionTitle}>{title}</legend>
      <ul className={styles.facetList}>
        {items.map((item) => (
          <li key={item.slug}>
            <Checkbox
              isSelected={selected.includes(item.slug)}
              onChange={(on) => onToggle(item.slug, on)}
            >
              {item.title} <span className={styles.meta}>{item.count}</span>
            </Checkbox>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

/** Filters from the search answer's facets: makes, part names, new or used, in stock. */
export function SearchFilters({
  facets,
  search,
  onSearch,
}: {
  facets: SearchResponse['facets']
  search: SearchPageSearch
  onSearch: (next: SearchPageSearch) => void
}) {
  return (
    <div className={styles.filters}>
      <Checkbox
        isSelected={search.in_stock === true}
        onChange={(on) => onSearch(withFilter(search, { in_stock: on ? true : undefined }))}
      >
        {catalogueText.inStock}
      </Checkbox>
      <Facet
        title={catalogueText.condition}
        items={facets.condition}
        selected={search.condition ? [search.condition] : []}
        onToggle={(slug, on) =>
          onSearch(
            withFilter(search, {
              condition: on && (slug === 'new' || slug === 'used') ? slug : undefined,
            }),
          )
        }
      />
      <Facet
        title={catalogueText.marks}
        items={facets.marks}
        selected={search.marks}
        onToggle={(slug, on) =>
          onSearch(withFilter(search, { marks: toggleSlug(search.marks, slug, on) }))
        }
      />
      <Facet
        title={catalogueText.nomenclatures}
        items={facets.nomenclatures}
        selected={search.nomenclatures}
        onToggle={(slug, on) =>
          onSearch(
            withFilter(search, { nomenclatures: toggleSlug(search.nomenclatures, slug, on) }),
          )
        }
      />
    </div>
  )
}
