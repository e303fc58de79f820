import { LightSearchField } from '@gruzovik/design-system'
import { useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { searchText } from '../../../content/search.ts'
import { useSearchActor } from '../../../lib/session/session-context.tsx'
import { useIsMobile } from '../../../lib/use-is-mobile.ts'
import { useSearch } from '../use-search.ts'
import * as styles from './search.css.ts'

// The phone's full-screen search is its own chunk, fetched when first opened.
const SearchSheet = lazy(() => import('./SearchSheet.tsx'))
// Suggestions arrive after the first focus at the earliest: their code can come with them.
const SuggestionList = lazy(() =>
  import('./SuggestionList.tsx').then((module) => ({ default: module.SuggestionList })),
)

/** The `s` of an address's query, when it is text. */
function queryOf(search: unknown): string | undefined {
  const s = (search as { s?: unknown } | undefined)?.s
  return typeof s === 'string' ? s : undefined
}

/**
 * The header search (docs/product.md#search). Desktop: the field, with suggestions dropping down
 * under it on focus and closing on a click outside. Mobile: a field-like button opening a full
 * sheet.
 */
export function SearchBox() {
  const actor = useSearchActor()
  const search = useSearch()
  const isMobile = useIsMobile()
  const box = useRef<HTMLDivElement>(null)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const query = useRouterState({ select: (state) => queryOf(state.location.search) })

  // Leaving /search clears the text, landing on /search?s= shows it: the machine decides.
  useEffect(() => {
    actor.send({ type: 'search.routeChanged', pathname, query })
  }, [actor, pathname, query])

  const { open, close } = search
  useEffect(() => {
    if (!open || isMobile) return
    const onPointerDown = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) close()
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, isMobile, close])

  const leave = () => {
    close()
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
  }
  const showDropdown = open && !isMobile && search.results !== null
  return (
    <div ref={box} className={styles.box}>
      <div className={styles.desktopOnly}>
        <LightSearchField
          label={searchText.label}
          hideLabel
          placeholder={searchText.placeholder}
          value={search.text}
          onChange={search.type}
          onFocus={search.focus}
          onSubmit={() => {
            search.submit()
            leave()
          }}
        />
      </div>
      <button
        type="button"
        className={styles.mobileTrigger}
        aria-haspopup="dialog"
        onClick={search.focus}
      >
        {search.text || searchText.placeholder}
      </button>
      {showDropdown && search.results && (
        <section className={styles.dropdown} aria-label={searchText.suggestions}>
          <Suspense fallback={null}>
            <SuggestionList
              results={search.results}
              query={search.text}
              onQuery={(query) => {
                search.query(query)
                leave()
              }}
              onDeleteHistory={search.deleteHistory}
              onFollow={leave}
            />
          </Suspense>
        </section>
      )}
      {open && isMobile && (
        <Suspense fallback={null}>
          <SearchSheet />
        </Suspense>
      )}
    </div>
  )
}
