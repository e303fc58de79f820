import { getShortestPaths } from '@xstate/graph'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { partNamesMachine, visiblePartNames } from './part-names.machine.ts'
import { filterPartNames, groupByFirstLetter, type PartName } from './part-names-filter.ts'

const names: PartName[] = [
  { title: 'Фильтр масляный', slug: 'filtr-maslyanyj' },
  { title: 'Насос топливный', slug: 'nasos' },
  { title: 'фара', slug: 'fara' },
]

function start() {
  const searchNames = vi.fn(async ({ s }: { s: string }) => [{ title: `найдено ${s}`, slug: 'x' }])
  const loadNodeNames = vi.fn(async (_: { slug: string }) => names)
  const actor = createActor(
    partNamesMachine.provide({
      actors: {
        searchNames: fromPromise<readonly PartName[], { s: string }>(({ input }) =>
          searchNames(input),
        ),
        loadNodeNames: fromPromise<readonly PartName[], { slug: string }>(({ input }) =>
          loadNodeNames(input),
        ),
      },
    }),
  ).start()
  return { actor, searchNames, loadNodeNames }
}

describe('part-name filter', () => {
  it.each([
    { text: 'ФИЛЬТР', expected: ['filtr-maslyanyj'] },
    { text: '  насос  ', expected: ['nasos'] },
    { text: 'фа', expected: ['fara'] },
    { text: 'ф', expected: ['filtr-maslyanyj', 'fara'] },
    { text: '   ', expected: ['filtr-maslyanyj', 'nasos', 'fara'] },
    { text: 'турбина', expected: [] },
  ])('"$text" is case-insensitive and trimmed', ({ text, expected }) => {
    expect(filterPartNames(names, text).map((n) => n.slug)).toEqual(expected)
  })

  it('groups names by their upper-cased first letter in Russian order', () => {
    expect(groupByFirstLetter(names).map((g) => [g.letter, g.names.length])).toEqual([
      ['Н', 1],
      ['Ф', 2],
    ])
  })
})

describe('part-names machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('without a node, searches part names 500 ms after the last key', async () => {
    const { actor, searchNames } = start()
    actor.send({ type: 'partNames.type', value: 'нас' })
    await vi.advanceTimersByTimeAsync(400)
    actor.send({ type: 'partNames.type', value: ' насос ' })
    await vi.advanceTimersByTimeAsync(499)
    expect(searchNames).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(searchNames).toHaveBeenCalledExactlyOnceWith({ s: 'насос' })
    expect(visiblePartNames(actor.getSnapshot().context)).toEqual([
      { title: 'найдено насос', slug: 'x' },
    ])
  })

  it('blank text does not search and empties the list', async () => {
    const { actor, searchNames } = start()
    actor.send({ type: 'partNames.type', value: '   ' })
    await vi.advanceTimersByTimeAsync(500)
    expect(searchNames).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context.names).toEqual([])
  })

  it('with a node, loads its names and filters them locally without searching', async () => {
    const { actor, searchNames, loadNodeNames } = start()
    actor.send({ type: 'partNames.selectNode', slug: 'dvigatel' })
    await vi.advanceTimersByTimeAsync(0)
    expect(loadNodeNames).toHaveBeenCalledWith({ slug: 'dvigatel' })
    actor.send({ type: 'partNames.type', value: 'ФА' })
    await vi.advanceTimersByTimeAsync(1000)
    expect(searchNames).not.toHaveBeenCalled()
    expect(visiblePartNames(actor.getSnapshot().context).map((n) => n.slug)).toEqual(['fara'])
    actor.send({ type: 'partNames.selectNode', slug: null })
    expect(actor.getSnapshot().matches({ noNode: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context.text).toBe('')
  })
})

describe('part-names machine (model-based)', () => {
  it('reaches every state; a search only follows the 500 ms wait', () => {
    const paths = getShortestPaths(partNamesMachine, {
      events: [
        { type: 'partNames.type', value: 'насос' },
        { type: 'partNames.type', value: ' ' },
        { type: 'partNames.selectNode', slug: 'dvigatel' },
        { type: 'partNames.selectNode', slug: null },
        { type: 'xstate.after.nameSearchDebounce.partNames.noNode.debouncing' },
        { type: 'xstate.done.actor.searchNames', output: names },
        { type: 'xstate.error.actor.searchNames', error: new Error('x') },
        { type: 'xstate.done.actor.loadNodeNames', output: names },
        { type: 'xstate.error.actor.loadNodeNames', error: new Error('x') },
      ] as never[],
      serializeState: (s) => JSON.stringify([s.value, s.context.text.trim() !== '']),
    })
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)))
    for (const value of [
      { noNode: 'idle' },
      { noNode: 'debouncing' },
      { noNode: 'searching' },
      { nodeChosen: 'loadingNode' },
      { nodeChosen: 'ready' },
    ]) {
      expect(reached).toContain(JSON.stringify(value))
    }
    for (const path of paths) {
      if (path.state.matches({ noNode: 'searching' })) {
        expect(path.steps.at(-1)?.event.type).toBe(
          'xstate.after.nameSearchDebounce.partNames.noNode.debouncing',
        )
        expect(path.state.context.text.trim()).not.toBe('')
      }
    }
  })
})
