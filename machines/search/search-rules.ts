/** Search rules of spec 5 and 7 shared by the machine and the views. */

export const SEARCH_PATH = '/search'

/** Search submits only if the text is non-empty after trimming. */
export function searchQuery(text: string): string | null {
  const trimmed = text.trim()
  return trimmed.length > 0 ? trimmed : null
}

/** The parts of the suggest answer (spec 3) the machine touches; the rest passes through. */
export interface SuggestHistoryItem {
  uuid: string
  query: string
}

export interface Suggestions {
  history: readonly SuggestHistoryItem[]
  [key: string]: unknown
}

export function withoutHistoryItem<T extends Suggestions>(suggestions: T, uuid: string): T {
  return { ...suggestions, history: suggestions.history.filter((item) => item.uuid !== uuid) }
}
