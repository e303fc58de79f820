import type { CatalogResponse } from '../../api/catalog.ts'
import { catalogText } from '../../content/catalog.ts'
import { useChosenTruck } from '../../lib/chosen-truck/chosen-truck-store.ts'
import type { CatalogSearch } from '../../lib/route-search.ts'
import { FacetGroup } from './FacetGroup.tsx'
import { FilterPanel } from './FilterPanel.tsx'
import { activeFilters, toggleSlug, withFilter } from './listing-search.ts'

type Facets = CatalogResponse['facets']
type Scope = CatalogResponse['scope']

export interface ListingFiltersProps<S extends CatalogSearch> {
  facets: Facets
  search: S
  onSearch: (next: S) => void
  /** What the catalogue page's path fixes (ticked; unticking leaves through `onLeave`). */
  scope?: Scope | undefined
  onLeave?: ((link: string) => void) | undefined
}

/**
 * The filters of a listing, the same on the search page and the catalogue: in stock, condition,
 * makes, part names; each change is a new address (withFilter), the sort and query kept.
 */
export function ListingFilters<S extends CatalogSearch>({
  facets,
  search,
  onSearch,
  scope,
  onLeave,
}: ListingFiltersProps<S>) {
  const truck = useChosenTruck()
  const active = activeFilters(search)
  const set = (patch: Partial<CatalogSearch>) => onSearch(withFilter(search, patch))
  return (
    <FilterPanel
      inStock={search.in_stock === true}
      onInStockChange={(on) => set({ in_stock: on ? true : undefined })}
      myTruck={
        truck
          ? {
              on: search.my_truck === true,
              onChange: (on) => set({ my_truck: on ? true : undefined }),
            }
          : undefined
      }
      active={active}
      onReset={
        active > 0
          ? () =>
              set({
                marks: undefined,
                nomenclatures: undefined,
                condition: undefined,
                in_stock: undefined,
                my_truck: undefined,
              })
          : undefined
      }
    >
      <FacetGroup
        title={catalogText.condition}
        items={facets.condition}
        selected={search.condition ? [search.condition] : []}
        onToggle={(slug, on) =>
          set({ condition: on && (slug === 'new' || slug === 'used') ? slug : undefined })
        }
      />
      <FacetGroup
        title={catalogText.marks}
        items={facets.marks}
        selected={search.marks}
        pinned={scope?.marks}
        onLeave={onLeave}
        onToggle={(slug, on) => set({ marks: toggleSlug(search.marks, slug, on) })}
      />
      <FacetGroup
        title={catalogText.nomenclatures}
        items={facets.nomenclatures}
        selected={search.nomenclatures}
        pinned={scope?.nomenclatures}
        onLeave={onLeave}
        onToggle={(slug, on) => set({ nomenclatures: toggleSlug(search.nomenclatures, slug, on) })}
      />
    </FilterPanel>
  )
}
