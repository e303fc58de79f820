import { getShortestPaths } from '@xstate/graph'
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { bottomBarMachine, nearPageEnd } from './bottom-bar.machine.ts'

const scroll = (scrollY: number) =>
  ({ type: 'bottomBar.scroll', scrollY, viewportHeight: 800, documentHeight: 5000 }) as const

describe('mobile bottom bar', () => {
  it('hides while scrolling down and shows when scrolling up', () => {
    const actor = createActor(bottomBarMachine).start()
    expect(actor.getSnapshot().value).toBe('visible')
    actor.send(scroll(100))
    expect(actor.getSnapshot().value).toBe('hidden')
    actor.send(scroll(600))
    expect(actor.getSnapshot().value).toBe('hidden')
    actor.send(scroll(550))
    expect(actor.getSnapshot().value).toBe('visible')
  })

  it('shows within 50 px of the page end even while scrolling down', () => {
    const actor = createActor(bottomBarMachine).start()
    actor.send(scroll(1000))
    expect(actor.getSnapshot().value).toBe('hidden')
    actor.send(scroll(4149)) // 4149 + 800 = 4949 < 4950
    expect(actor.getSnapshot().value).toBe('hidden')
    actor.send(scroll(4150)) // exactly 50 px from the end
    expect(actor.getSnapshot().value).toBe('visible')
  })

  it('no movement keeps the current state', () => {
    const actor = createActor(bottomBarMachine).start()
    actor.send(scroll(300))
    actor.send(scroll(300))
    expect(actor.getSnapshot().value).toBe('hidden')
  })

  it.each([
    { scrollY: 0, viewportHeight: 800, documentHeight: 700, expected: true },
    { scrollY: 0, viewportHeight: 800, documentHeight: 851, expected: false },
    { scrollY: 1, viewportHeight: 800, documentHeight: 851, expected: true },
  ])('near the end at $scrollY of $documentHeight: $expected', ({ expected, ...m }) => {
    expect(nearPageEnd(m)).toBe(expected)
  })

  it('reaches both states (model-based); hidden only after scrolling down', () => {
    const paths = getShortestPaths(bottomBarMachine, {
      events: [scroll(0), scroll(500), scroll(4500)] as never[],
    })
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['visible', 'hidden']))
    for (const path of paths) {
      if (path.state.value === 'hidden') {
        const last = path.steps.at(-1)?.event as unknown as { scrollY: number }
        expect(last.scrollY).toBe(500)
        expect(path.state.context.lastScrollY).toBe(500)
      }
    }
  })
})
