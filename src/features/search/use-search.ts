import type { SuggestResponse } from '../../api/search.ts'
import { useSearchActor, useSearchSelector } from '../../lib/shop/session-context.tsx'

/** The header search's state and commands, all through the search machine. */
export function useSearch() {
  const search = useSearchActor()
  const text = useSearchSelector((s) => s.context.text)
  // The actor is given the real suggest call, so its results have the API's shape.
  const results = useSearchSelector((s) => s.context.results) as SuggestResponse | null
  const open = useSearchSelector((s) => s.matches({ dropdown: 'open' }))
  return {
    text,
    results,
    open,
    type: (value: string) => search.send({ type: 'search.type', value }),
    focus: () => search.send({ type: 'search.focus' }),
    close: () => search.send({ type: 'search.clickOutside' }),
    submit: () => search.send({ type: 'search.submit' }),
    /** A history or popular query: searched for as if typed and entered. */
    query: (value: string) => {
      search.send({ type: 'search.type', value })
      search.send({ type: 'search.submit' })
    },
    deleteHistory: (uuid: string) => search.send({ type: 'search.deleteHistory', uuid }),
  }
}
