/** Search rules (docs/product.md#search) shared by the machine and the views. */
import type { components } from '@gruzovik/openapi'

export const SEARCH_PATH = '/search'

/** Search submits only if the text is non-empty after trimming. */
export function searchQuery(text: string): string | null {
  const trimmed = text.trim()
  return trimmed.length > 0 ? trimmed : null
}

/** The suggest answer of the contract: history, popular queries, parts, names. */
export type Suggestions = components['schemas']['SuggestResponse']
export type SuggestHistoryItem = components['schemas']['SearchHistoryItem']

export function withoutHistoryItem(suggestions: Suggestions, uuid: string): Suggestions {
  return { ...suggestions, history: suggestions.history.filter((item) => item.uuid !== uuid) }
}
