import type { CatalogSearch } from '../../lib/route-search.ts'

/** A filter change starts again from the first page; the sort (and a search's text) is kept. */
export function withFilter<S extends CatalogSearch>(search: S, patch: Partial<CatalogSearch>): S {
  return { ...search, ...patch, page: undefined }
}

/** Adds or removes one slug of a list filter; an empty list leaves the address. */
export function toggleSlug(list: readonly string[] | undefined, slug: string, on: boolean) {
  const rest = (list ?? []).filter((item) => item !== slug)
  const next = on ? [...rest, slug] : rest
  return next.length ? next : undefined
}

/** How many filters the shopper chose (a catalogue page's own path not counted). */
export function activeFilters(search: CatalogSearch): number {
  return (
    (search.marks?.length ?? 0) +
    (search.nomenclatures?.length ?? 0) +
    (search.condition ? 1 : 0) +
    (search.in_stock ? 1 : 0) +
    (search.my_truck ? 1 : 0)
  )
}
