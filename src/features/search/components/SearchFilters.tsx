import { Checkbox, Stack } from '@gruzovik/design-system'
import type { SearchResponse } from '../../../api/search.ts'
import { catalogText } from '../../../content/catalog.ts'
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
      <Stack as="ul" space={1} className={styles.list}>
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
      </Stack>
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
    <Stack space={4}>
      <Checkbox
        isSelected={search.in_stock === true}
        onChange={(on) => onSearch(withFilter(search, { in_stock: on ? true : undefined }))}
      >
        {catalogText.inStock}
      </Checkbox>
      <Facet
        title={catalogText.condition}
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
        title={catalogText.marks}
        items={facets.marks}
        selected={search.marks}
        onToggle={(slug, on) =>
          onSearch(withFilter(search, { marks: toggleSlug(search.marks, slug, on) }))
        }
      />
      <Facet
        title={catalogText.nomenclatures}
        items={facets.nomenclatures}
        selected={search.nomenclatures}
        onToggle={(slug, on) =>
          onSearch(
            withFilter(search, { nomenclatures: toggleSlug(search.nomenclatures, slug, on) }),
          )
        }
      />
    </Stack>
  )
}
