import type { PartFilter } from '../parts/part-filter.ts'
import type { CrossGroupSummary, PartCardRow, WarrantyRow } from '../parts/present-part.ts'
import type { PartSort } from '../parts/search-params.ts'
import type { FacetCount } from './search.repository.ts'
import type { ParsedQuery } from './search-query.ts'

/** How many popular queries and part names suggest shows. */
export interface SuggestListLimits {
  popular: number
  names: number
}

/** Suggest's lists for everyone: popular queries and part names (the shop's, not the engine's). */
export interface SuggestLists {
  popular: { title: string }[]
  names: { title: string; slug: string }[]
}

/**
 * The port search runs through (docs/search.md): a query
 * already read (makes, words with their typo alternatives, articles) plus the catalogue's
 * filters in, part rows and counts out. The PostgreSQL adapter is the one in use; an engine
 * such as OpenSearch or Meilisearch would implement the same two calls, fed from the parts
 * table, and the service, handlers and the shop stay as they are.
 */
export interface PartSearchEngine {
  /** One page in the order asked, its total and the counts of every facet. */
  findPage(
    filter: PartFilter,
    query: ParsedQuery | null,
    options: { sort: PartSort; limit: number; offset: number; strict: boolean },
  ): Promise<{
    rows: PartCardRow[]
    total: number
    facets: {
      marks: FacetCount[]
      nodes: FacetCount[]
      nomenclatures: FacetCount[]
      aggregations: FacetCount[]
      condition: { used: boolean; count: number }[]
    }
  }>
  /**
   * The first parts in the order of relevance, and the cross groups of the best matches.
   * `alongside` asks for the shop's suggest lists of a text (popular queries, part names) in
   * the same pass, which an engine on the shop's own database can read at no extra round trip;
   * an engine that cannot leaves `lists` out, and the service reads them itself.
   * `unmatchable`: the text can match no part however broadly it is read (its words are all
   * stop words, «по», «то»), so the service does not ask again.
   */
  bestMatches: BestMatches
}

/** Suggest's best matches of a text: the engine's `bestMatches`, read by suggest.repository.ts. */
export type BestMatches = (
  query: ParsedQuery,
  options: { products: number; crossGroups: number; strict: boolean },
  alongside?: { text: string; limits: SuggestListLimits },
) => Promise<{
  parts: { part: PartCardRow; warranties: WarrantyRow[] }[]
  groups: CrossGroupSummary[]
  lists?: SuggestLists
  unmatchable?: boolean
}>
