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

/** Queries compare as the server keeps them: lowercase, single spaces. */
const comparable = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ')

/**
 * «Часто ищут» never offers back the very text in the box: for a query nobody else makes, that
 * was the query's own text under the heading.
 */
export function withoutEchoedQuery(suggestions: Suggestions, text: string): Suggestions {
  const typed = comparable(text)
  if (!typed) return suggestions
  return {
    ...suggestions,
    popular: suggestions.popular.filter((item) => comparable(item.title) !== typed),
  }
}
