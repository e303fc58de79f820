/** Search-param validators for routes; unknown keys are dropped, bad values ignored. */

const text = (value: unknown, max = 200): string | undefined =>
  typeof value === 'string' && value.trim() ? value.slice(0, max) : undefined

const slugList = (value: unknown): string[] | undefined => {
  const list = (Array.isArray(value) ? value : [value]).filter(
    (item): item is string => typeof item === 'string' && /^[\p{L}\p{N}._-]{1,200}$/u.test(item),
  )
  return list.length ? [...new Set(list)].slice(0, 50) : undefined
}

const positiveInt = (value: unknown): number | undefined => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 && n <= 10_000 ? n : undefined
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.find((item) => item === value)

/** `in_stock=true` (or `1`) turns the filter on; anything else leaves it off. */
const flag = (value: unknown): true | undefined =>
  value === true || value === 'true' || value === '1' ? true : undefined

export interface TextSearch {
  s?: string
}

export function validateTextSearch(raw: Record<string, unknown>): TextSearch {
  return { s: text(raw.s) }
}

/** The catalogue's sort orders; `relevance` is the default and stays out of the address. */
export const catalogSorts = ['relevance', 'price_asc', 'price_desc', 'title'] as const
export type CatalogSort = (typeof catalogSorts)[number]

export const catalogConditions = ['new', 'used'] as const
export type CatalogCondition = (typeof catalogConditions)[number]

export interface CatalogSearch {
  marks?: string[]
  nomenclatures?: string[]
  sort?: Exclude<CatalogSort, 'relevance'>
  condition?: CatalogCondition
  in_stock?: true
  /** «Только для моего грузовика» (docs/product.md#the-chosen-truck). */
  my_truck?: true
  page?: number
}

/**
 * `/catalog/{slug}?marks[]=...&nomenclatures[]=...` (docs/product.md#routes) with sort, condition,
 * in-stock and page. Defaults are left out (undefined) so the address only carries what was chosen.
 */
export function validateCatalogSearch(raw: Record<string, unknown>): CatalogSearch {
  const sort = oneOf(catalogSorts, raw.sort)
  const page = positiveInt(raw.page)
  return {
    marks: slugList(raw.marks),
    nomenclatures: slugList(raw.nomenclatures),
    sort: sort === 'relevance' ? undefined : sort,
    condition: oneOf(catalogConditions, raw.condition),
    in_stock: flag(raw.in_stock),
    my_truck: flag(raw.my_truck),
    page: page === 1 ? undefined : page,
  }
}

export interface PageSearch {
  page?: number
}

/** Paged lists without filters (used arrivals by make). */
export function validatePageSearch(raw: Record<string, unknown>): PageSearch {
  const page = positiveInt(raw.page)
  return { page: page === 1 ? undefined : page }
}
