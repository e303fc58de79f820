import { Button, EmptyState, Pagination, Stack, visuallyHidden } from '@gruzovik/design-system'
import { Link, useRouter } from '@tanstack/react-router'
import type { CatalogResponse, MainMenu } from '../../../api/catalog.ts'
import { LoadFailedPage, NotFoundPage } from '../../../components/DataState/LoadFailedPage.tsx'
import { ListingFilters } from '../../../components/FilterPanel/ListingFilters.tsx'
import { Page } from '../../../components/Page.tsx'
import { PageCrumbs } from '../../../components/PageCrumbs/PageCrumbs.tsx'
import { PartGrid } from '../../../components/PartCard/PartGrid.tsx'
import { catalogText } from '../../../content/catalog.ts'
import { breadcrumbList } from '../../../lib/head/structured-data.ts'
import type { PageResult } from '../../../lib/load-result.ts'
import type { CatalogSearch } from '../../../lib/route-search.ts'
import { clearFilters, hasFilters } from '../catalog-query.ts'
import { CatalogSections } from './CatalogSections.tsx'
import { CatalogToolbar } from './CatalogToolbar.tsx'
import * as styles from './catalog.css.ts'

export interface CatalogPageProps {
  result: PageResult<CatalogResponse>
  /** The ways into the catalogue, shown on /catalog itself. */
  menu?: MainMenu | null
  search: CatalogSearch
  onSearch: (next: CatalogSearch) => void
  /** To another catalogue page (a path make unticked): its address, the filters kept. */
  onLeave?: (link: string, search: CatalogSearch) => void
}

const notFound = {
  title: catalogText.notFoundTitle,
  heading: catalogText.emptyTitle,
  description: catalogText.notFoundText,
  action: <Link to="/catalog">{catalogText.toCatalog}</Link>,
}

/** The route's not-found component: what this page shows when its subject does not exist. */
export function CatalogNotFound() {
  return <NotFoundPage titleKey="catalog" notFound={notFound} />
}

/** /catalog and /catalog/{a}/{b}/{c}: breadcrumbs, filters, the count, cards and pages. */
export function CatalogPage({ result, menu, search, onSearch, onLeave }: CatalogPageProps) {
  const origin = useRouter({ warn: false })?.origin ?? window.location.origin
  if (result.status === 'error') {
    return <LoadFailedPage result={result} titleKey="catalog" />
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
      {menu && <CatalogSections menu={menu} />}
      <div className={styles.layout}>
        <ListingFilters
          facets={data.facets}
          search={search}
          onSearch={onSearch}
          scope={data.scope}
          onLeave={onLeave && ((link) => onLeave(link, { ...search, page: undefined }))}
        />
        <Stack space={4}>
          {/* Cards are h3: this keeps the heading outline whole for screen readers. */}
          <h2 className={visuallyHidden}>{catalogText.resultsLabel}</h2>
          <CatalogToolbar total={data.pagination.total} search={search} onSearch={onSearch} />
          {data.items.length > 0 ? (
            <PartGrid parts={data.items} label={catalogText.resultsLabel} />
          ) : (
            <EmptyState
              title={catalogText.emptyTitle}
              description={filtered ? catalogText.emptyFiltered : catalogText.emptyPlain}
              action={
                filtered ? (
                  <Button variant="primary" onPress={() => onSearch(clearFilters(search))}>
                    {catalogText.resetFilters}
                  </Button>
                ) : (
                  <Link to="/catalog">{catalogText.toCatalog}</Link>
                )
              }
            />
          )}
          <Pagination
            page={data.pagination.page}
            totalPages={data.pagination.last_page}
            onChange={(page) => onSearch({ ...search, page: page > 1 ? page : undefined })}
            labels={{ nav: catalogText.pagination }}
          />
        </Stack>
      </div>
    </Page>
  )
}
