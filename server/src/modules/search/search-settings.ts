import { limit, positiveInt } from '../shared/setting-readers.ts'

export interface SearchSettings {
  /**
   * SEARCH_CACHE_SECONDS (default 5; 0 turns it off): how long a search or suggest answer
   * (the parts, not anyone's history) is given again to everyone who asks the same.
   */
  searchCacheSeconds: number
  /** Distinct visitors a query needs to be shown under «Часто ищут» (POPULAR_SEARCH_MIN_VISITORS). */
  popularSearchMinVisitors: number
}

export function searchSettingsFrom(env: NodeJS.ProcessEnv): SearchSettings {
  return {
    searchCacheSeconds: limit(env.SEARCH_CACHE_SECONDS, 5),
    popularSearchMinVisitors: positiveInt(env.POPULAR_SEARCH_MIN_VISITORS, 3),
  }
}
