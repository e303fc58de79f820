import { Button, EmptyState, Pagination } from '@gruzovik/design-system'
import { Link, useRouter } from '@tanstack/react-router'
import type { CatalogResponse, MainMenu } from '../../../api/catalog.ts'
import { LoadError } from '../../../components/DataState/LoadError.tsx'
import type { LoadResult } from '../../../components/DataState/load-result.ts'
import { Page } from '../../../components/Page.tsx'
import { PageCrumbs } from '../../../components/PageCrumbs/PageCrumbs.tsx'
import { PartGrid } from '../../../components/PartCard/PartGrid.tsx'
import { catalogueText } from '../../../content/catalogue.ts'
import { breadcrumbList } from '../../../lib/head/structured-data.ts'
import type { CatalogSearch } from '../../../lib/route-search.ts'
import { clearFilters, hasFilters, toggleSlug, withFilter } from '../catalogue-query.ts'
import { CatalogueSections } from './CatalogueSections.tsx'
import { CatalogueToolbar } from './CatalogueToolbar.tsx'
import * as styles from './catalogue.css.ts'
import { FacetGroup } from './FacetGroup.tsx'

export interface CataloguePageProps {
  result: LoadResult<CatalogResponse>
  /** The ways into the catalogue, shown on /catalog itself. */
  menu?: MainMenu | null
  search: CatalogSearch
  onSearch: (next: CatalogSearch) => void
}

/** /catalog and /catalog/{a}/{b}/{c}: breadcrumbs, filters, the count, cards and pages. */
export function CataloguePage({ result, menu, search, onSearch }: CataloguePageProps) {
  const origin = useRouter({ warn: false })?.origin ?? window.location.origin
  if (result.status === 'not-found') {
    return (
      <Page titleKey="catalog" title={catalogueText.notFoundTitle}>
        <EmptyState
          title={catalogueText.emptyTitle}
          description={catalogueText.notFoundText}
          action={<Link to="/catalog">{catalogueText.toCatalog}</Link>}
        />
      </Page>
    )
  }
  if (result.status === 'error') {
    return (
      <Page titleKey="catalog">
        <LoadError offline={result.offline} />
      </Page>
    )
  }
  const { data } = result
  const filtered = hasFilters(search)
  return (
    <Page
      titleKey="catalog"
      title={data.h1}
      head={{ jsonLd: [breadcrumbList(data.breadcrumbs, origin)] }}
    >
      <PageCrumbs items={data.breadcrumbs} />
      {menu && <CatalogueSections menu={menu} />}
      <div className={styles.layout}>
        <div className={styles.aside}>
          <h2 className={styles.visuallyHidden}>{catalogueText.filters}</h2>
          <FacetGroup
            title={catalogueText.marks}
            items={data.facets.marks}
            selected={search.marks}
            onToggle={(slug, on) =>
              onSearch(withFilter(search, { marks: toggleSlug(search.marks, slug, on) }))
            }
          />
          <FacetGroup
            title={catalogueText.nomenclatures}
            items={data.facets.nomenclatures}
            selected={search.nomenclatures}
            onToggle={(slug, on) =>
              onSearch(
                withFilter(search, { nomenclatures: toggleSlug(search.nomenclatures, slug, on) }),
              )
            }
          />
          {filtered && (
            <Button variant="secondary" onPress={() => onSearch(clearFilters(search))}>
              {catalogueText.resetFilters}
            </Button>
          )}
        </div>
        <div className={styles.results}>
          {/* Cards are h3: this keeps the heading outline whole for screen readers. */}
          <h2 className={styles.visuallyHidden}>{catalogueText.resultsLabel}</h2>
          <CatalogueToolbar total={data.pagination.total} search={search} onSearch={onSearch} />
          {data.items.length > 0 ? (
            <PartGrid parts={data.items} label={catalogueText.resultsLabel} />
          ) : (
            <EmptyState
              title={catalogueText.emptyTitle}
              description={filtered ? catalogueText.emptyFiltered : catalogueText.emptyPlain}
              action={
                filtered ? (
                  <Button variant="primary" onPress={() => onSearch(clearFilters(search))}>
                    {catalogueText.resetFilters}
                  </Button>
                ) : (
                  <Link to="/catalog">{catalogueText.toCatalog}</Link>
                )
              }
            />
          )}
          <Pagination
            page={data.pagination.page}
            totalPages={data.pagination.last_page}
            onChange={(page) => onSearch({ ...search, page: page > 1 ? page : undefined })}
            labels={{ nav: catalogueText.pagination }}
          />
        </div>
      </div>
    </Page>
  )
}
