import { getShortestPaths } from '@xstate/graph'
import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { chunkReloadMachine, mayReload, type ReloadMarks } from './chunk-reload.machine.ts'

function start(marks?: ReloadMarks) {
  const reload = vi.fn()
  const storeMarks = vi.fn()
  const actor = createActor(chunkReloadMachine.provide({ actions: { reload, storeMarks } }), {
    input: marks ? { marks } : undefined,
  }).start()
  return { actor, reload, storeMarks }
}

describe('chunk reload guard', () => {
  it('the first chunk failure on a path remembers it and reloads', () => {
    const { actor, reload, storeMarks } = start()
    actor.send({ type: 'chunk.failed', path: '/catalog', at: 50_000 })
    expect(reload).toHaveBeenCalledOnce()
    expect(storeMarks.mock.calls[0]?.[1]).toEqual({ marks: { '/catalog': 50_000 } })
    expect(actor.getSnapshot().value).toBe('reloading')
  })

  it('does not reload the same path again within 10 s (marks survive the reload)', () => {
    const { actor, reload } = start({ '/catalog': 50_000 })
    actor.send({ type: 'chunk.failed', path: '/catalog', at: 59_999 })
    expect(reload).not.toHaveBeenCalled()
    expect(actor.getSnapshot().value).toBe('exhausted')
  })

  it('reloads again after the window or for another path', () => {
    const late = start({ '/catalog': 50_000 })
    late.actor.send({ type: 'chunk.failed', path: '/catalog', at: 60_000 })
    expect(late.reload).toHaveBeenCalledOnce()
    const other = start({ '/catalog': 50_000 })
    other.actor.send({ type: 'chunk.failed', path: '/search', at: 50_001 })
    expect(other.reload).toHaveBeenCalledOnce()
    expect(other.storeMarks.mock.calls[0]?.[1]).toEqual({
      marks: { '/catalog': 50_000, '/search': 50_001 },
    })
  })

  it.each<{ name: string; marks: ReloadMarks; at: number; expected: boolean }>([
    { name: 'no mark', marks: {}, at: 1, expected: true },
    { name: 'inside the window', marks: { '/': 1000 }, at: 10_999, expected: false },
    { name: 'at the window end', marks: { '/': 1000 }, at: 11_000, expected: true },
    {
      name: 'a mark from the future (clock moved back)',
      marks: { '/': 90_000 },
      at: 1000,
      expected: true,
    },
    { name: 'a broken mark', marks: { '/': Number.NaN }, at: 1000, expected: true },
  ])('may reload with $name: $expected', ({ marks, at, expected }) => {
    expect(mayReload(marks, '/', at)).toBe(expected)
  })

  it('reaches every state (model-based); exhausted only after a reload on that path', () => {
    const paths = getShortestPaths(chunkReloadMachine, {
      events: [
        { type: 'chunk.failed', path: '/a', at: 1000 },
        { type: 'chunk.failed', path: '/a', at: 2000 },
      ] as never[],
    })
    expect(new Set(paths.map((p) => p.state.value))).toEqual(
      new Set(['watching', 'reloading', 'exhausted']),
    )
    for (const path of paths) {
      if (path.state.value === 'exhausted') {
        expect(path.steps.filter((s) => s.event.type === 'chunk.failed').length).toBeGreaterThan(1)
      }
    }
  })
})
