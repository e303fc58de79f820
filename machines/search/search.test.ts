import { getShortestPaths } from '@xstate/graph'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { searchMachine } from './search.machine.ts'
import { type Suggestions, searchQuery } from './search-rules.ts'

const suggestions = (s: string): Suggestions => ({
  history: [
    { uuid: 'h1', query: 'фильтр' },
    { uuid: 'h2', query: 'насос' },
  ],
  cross_groups: [],
  products: [],
  // The server offers popular queries that start with the text: the text itself among them.
  popular: s ? [{ title: s.toUpperCase() }, { title: `${s} 65115` }] : [],
  nomenclature_names: [{ title: `товар ${s}`, slug: s, link: `/catalog/${s}` }],
})

function start(options: { deleted?: boolean; fail?: boolean; pathname?: string } = {}) {
  const fetchSuggestions = vi.fn(async ({ s }: { s: string }) => {
    if (options.fail) throw new Error('502')
    return suggestions(s)
  })
  const deleteHistoryItem = vi.fn(async (_: { uuid: string }) => options.deleted ?? true)
  const navigate = vi.fn()
  const logError = vi.fn()
  const actor = createActor(
    searchMachine.provide({
      actors: {
        fetchSuggestions: fromPromise<Suggestions, { s: string }>(({ input }) =>
          fetchSuggestions(input),
        ),
        deleteHistoryItem: fromPromise<boolean, { uuid: string }>(({ input }) =>
          deleteHistoryItem(input),
        ),
      },
      actions: { navigate, logError },
    }),
    { input: { pathname: options.pathname ?? '/' } },
  ).start()
  return { actor, fetchSuggestions, deleteHistoryItem, navigate, logError }
}

describe('search machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('typing queries suggestions once, 300 ms after the last key', async () => {
    const { actor, fetchSuggestions } = start()
    actor.send({ type: 'search.type', value: 'ф' })
    await vi.advanceTimersByTimeAsync(200)
    actor.send({ type: 'search.type', value: 'фил' })
    await vi.advanceTimersByTimeAsync(299)
    expect(fetchSuggestions).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchSuggestions).toHaveBeenCalledExactlyOnceWith({ s: 'фил' })
    expect(actor.getSnapshot().context.results?.nomenclature_names[0]?.title).toBe('товар фил')
  })

  it('«Часто ищут» does not offer back the text already in the box', async () => {
    const { actor } = start()
    actor.send({ type: 'search.type', value: 'zzqx ' })
    await vi.advanceTimersByTimeAsync(300)
    expect(actor.getSnapshot().context.results?.popular).toEqual([{ title: 'zzqx 65115' }])
  })

  it('typing keeps the open dropdown open', async () => {
    const { actor } = start()
    actor.send({ type: 'search.focus' })
    actor.send({ type: 'search.type', value: 'ко' })
    actor.send({ type: 'search.type', value: 'кол' })
    expect(actor.getSnapshot().matches({ dropdown: 'open' })).toBe(true)
    await vi.advanceTimersByTimeAsync(300)
    expect(actor.getSnapshot().matches({ dropdown: 'open' })).toBe(true)
  })

  it('clearing the text empties the results', async () => {
    const { actor, fetchSuggestions } = start()
    actor.send({ type: 'search.type', value: 'насос' })
    await vi.advanceTimersByTimeAsync(300)
    expect(actor.getSnapshot().context.results).not.toBeNull()
    actor.send({ type: 'search.type', value: '' })
    expect(actor.getSnapshot().context).toMatchObject({ text: '', results: null })
    actor.send({ type: 'search.type', value: 'н' })
    actor.send({ type: 'search.clear' })
    await vi.advanceTimersByTimeAsync(1000)
    expect(fetchSuggestions).toHaveBeenCalledOnce()
    expect(actor.getSnapshot().context.results).toBeNull()
  })

  it('Enter goes to /search with the trimmed text and closes the dropdown', () => {
    const { actor, navigate } = start()
    actor.send({ type: 'search.focus' })
    actor.send({ type: 'search.type', value: '  масляный фильтр ' })
    actor.send({ type: 'search.submit' })
    expect(navigate.mock.calls[0]?.[1]).toEqual({ to: '/search', search: { s: 'масляный фильтр' } })
    expect(actor.getSnapshot().matches({ dropdown: 'closed' })).toBe(true)
  })

  it.each(['', '   ', '\t\n'])('Enter with blank text %j does nothing', (value) => {
    const { actor, navigate } = start()
    actor.send({ type: 'search.type', value })
    actor.send({ type: 'search.submit' })
    expect(navigate).not.toHaveBeenCalled()
  })

  it('leaving /search clears the text; moving elsewhere keeps it', () => {
    const { actor } = start({ pathname: '/' })
    actor.send({ type: 'search.type', value: 'насос' })
    actor.send({ type: 'search.routeChanged', pathname: '/catalog' })
    expect(actor.getSnapshot().context.text).toBe('насос')
    actor.send({ type: 'search.routeChanged', pathname: '/search' })
    expect(actor.getSnapshot().context.text).toBe('насос')
    actor.send({ type: 'search.routeChanged', pathname: '/parts/nasos' })
    expect(actor.getSnapshot().context.text).toBe('')
    expect(actor.getSnapshot().matches({ query: 'idle' })).toBe(true)
  })

  it('landing on /search?s= shows the query in the field without asking for suggestions', async () => {
    const { actor, fetchSuggestions } = start()
    actor.send({ type: 'search.routeChanged', pathname: '/search', query: 'колодки' })
    expect(actor.getSnapshot().context.text).toBe('колодки')
    expect(actor.getSnapshot().matches({ query: 'idle' })).toBe(true)
    await vi.advanceTimersByTimeAsync(1000)
    expect(fetchSuggestions).not.toHaveBeenCalled()
    // A blank query in the address leaves the field alone.
    actor.send({ type: 'search.routeChanged', pathname: '/search', query: '  ' })
    expect(actor.getSnapshot().context.text).toBe('колодки')
    actor.send({ type: 'search.routeChanged', pathname: '/catalog' })
    expect(actor.getSnapshot().context.text).toBe('')
  })

  it('focus opens the dropdown and a click outside closes it', async () => {
    const { actor, fetchSuggestions } = start()
    actor.send({ type: 'search.focus' })
    expect(actor.getSnapshot().matches({ dropdown: 'open' })).toBe(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchSuggestions).toHaveBeenCalledWith({ s: '' })
    actor.send({ type: 'search.clickOutside' })
    expect(actor.getSnapshot().matches({ dropdown: 'closed' })).toBe(true)
  })

  it('deleting a history item removes it on success only', async () => {
    const { actor, deleteHistoryItem } = start()
    actor.send({ type: 'search.focus' })
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'search.deleteHistory', uuid: 'h1' })
    expect(actor.getSnapshot().matches({ history: 'deleting' })).toBe(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(deleteHistoryItem).toHaveBeenCalledWith({ uuid: 'h1' })
    expect(actor.getSnapshot().context.results?.history).toEqual([{ uuid: 'h2', query: 'насос' }])

    const refused = start({ deleted: false })
    refused.actor.send({ type: 'search.focus' })
    await vi.advanceTimersByTimeAsync(0)
    refused.actor.send({ type: 'search.deleteHistory', uuid: 'h1' })
    await vi.advanceTimersByTimeAsync(0)
    expect(refused.actor.getSnapshot().context.results?.history).toHaveLength(2)
  })

  it('a failed suggest call is only logged', async () => {
    const { actor, logError } = start({ fail: true })
    actor.send({ type: 'search.type', value: 'насос' })
    await vi.advanceTimersByTimeAsync(300)
    expect(logError).toHaveBeenCalledOnce()
    expect(actor.getSnapshot().matches({ query: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context.text).toBe('насос')
  })

  it.each([
    { text: ' a ', expected: 'a' },
    { text: '   ', expected: null },
  ])('search query of $text is $expected', ({ text, expected }) => {
    expect(searchQuery(text)).toBe(expected)
  })
})

describe('search machine (model-based)', () => {
  it('reaches every region state; querying always follows the debounce or a focus', () => {
    const paths = getShortestPaths(searchMachine, {
      input: { pathname: '/search' },
      events: [
        { type: 'search.type', value: 'насос' },
        { type: 'search.type', value: '' },
        { type: 'search.clear' },
        { type: 'search.submit' },
        { type: 'search.focus' },
        { type: 'search.clickOutside' },
        { type: 'search.routeChanged', pathname: '/catalog' },
        { type: 'search.deleteHistory', uuid: 'h1' },
        { type: 'xstate.after.suggestDebounce.search.query.debouncing' },
        { type: 'xstate.done.actor.fetchSuggestions', output: suggestions('') },
        { type: 'xstate.error.actor.fetchSuggestions', error: new Error('x') },
        { type: 'xstate.done.actor.deleteHistoryItem', output: true },
        { type: 'xstate.error.actor.deleteHistoryItem', error: new Error('x') },
      ] as never[],
      serializeState: (s) => JSON.stringify([s.value, s.context.text !== '', s.context.pathname]),
    })
    const seen = (region: 'query' | 'dropdown' | 'history') =>
      new Set(paths.map((p) => (p.state.value as Record<string, string>)[region]))
    expect(seen('query')).toEqual(new Set(['idle', 'debouncing', 'querying']))
    expect(seen('dropdown')).toEqual(new Set(['closed', 'open']))
    expect(seen('history')).toEqual(new Set(['idle', 'deleting']))
    for (const path of paths) {
      const events = path.steps.map((s) => s.event.type)
      if (path.state.matches({ query: 'querying' })) {
        expect(events).toEqual(
          expect.arrayContaining([
            expect.stringMatching(/^(xstate\.after\.suggestDebounce|search\.focus)/),
          ]),
        )
      }
      // The first route change leaves /search: whatever was typed is gone.
      if (events.indexOf('search.routeChanged') === events.length - 1) {
        expect(path.state.context.text).toBe('')
      }
    }
  })
})
