import { useSearchActor, useSearchSelector } from '../../lib/session/session-context.tsx'

/** The header search's state and commands, all through the search machine. */
export function useSearch() {
  const search = useSearchActor()
  const text = useSearchSelector((s) => s.context.text)
  const results = useSearchSelector((s) => s.context.results)
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
