import { EmptyState, Inline, Pagination, plural, Stack } from '@gruzovik/design-system'
import { Link } from '@tanstack/react-router'
import type { SearchResponse } from '../../../api/search.ts'
import { LoadError } from '../../../components/DataState/LoadError.tsx'
import { ListingFilters } from '../../../components/FilterPanel/ListingFilters.tsx'
import { Page } from '../../../components/Page.tsx'
import { PartGrid } from '../../../components/PartCard/PartGrid.tsx'
import { SortSelect } from '../../../components/SortSelect/SortSelect.tsx'
import { catalogText } from '../../../content/catalog.ts'
import { searchText } from '../../../content/search.ts'
import type { LoadResult } from '../../../lib/load-result.ts'
import type { SearchPageSearch } from '../search-page-query.ts'
import * as styles from './search.css.ts'

export interface SearchPageProps {
  /** null: there is no text to search for yet. */
  result: LoadResult<SearchResponse> | null
  search: SearchPageSearch
  onSearch: (next: SearchPageSearch) => void
}

/** /search?s=: parts found by name or article, with filters and pages (docs/product.md#search). */
export function SearchPage({ result, search, onSearch }: SearchPageProps) {
  const title = search.s ? searchText.resultsFor(search.s) : searchText.pageTitle
  if (!result) {
    return (
      <Page titleKey="search" title={title}>
        <p>{searchText.enterQuery}</p>
      </Page>
    )
  }
  if (result.status !== 'ok') {
    return (
      <Page titleKey="search" title={title}>
        <LoadError offline={result.status === 'error' && result.offline} />
      </Page>
    )
  }
  const { items, pagination, facets } = result.data
  return (
    <Page titleKey="search" title={title}>
      <div className={styles.layout}>
        <ListingFilters facets={facets} search={search} onSearch={onSearch} />
        <Stack space={4}>
          {items.length > 0 ? (
            <>
              <Inline space={4} align="space-between" alignY="bottom">
                <p className={styles.meta} role="status">
                  {catalogText.found(
                    pagination.total,
                    plural(pagination.total, catalogText.partsForms),
                  )}
                </p>
                <div className={styles.sort}>
                  <SortSelect
                    sort={search.sort}
                    onChange={(sort) => onSearch({ ...search, sort, page: undefined })}
                  />
                </div>
              </Inline>
              <PartGrid parts={items} label={searchText.resultsLabel} />
              {pagination.last_page > 1 && (
                <Pagination
                  page={pagination.page}
                  totalPages={pagination.last_page}
                  onChange={(page) => onSearch({ ...search, page: page === 1 ? undefined : page })}
                  labels={{ nav: searchText.pagination }}
                />
              )}
            </>
          ) : (
            <EmptyState
              title={searchText.nothingFound}
              description={searchText.emptyHint}
              action={
                <Stack space={2}>
                  <Link to="/catalog">{searchText.toCatalog}</Link>
                  <Link to="/zakaz_po_spisku">{searchText.toOrderList}</Link>
                </Stack>
              }
            />
          )}
        </Stack>
      </div>
    </Page>
  )
}
