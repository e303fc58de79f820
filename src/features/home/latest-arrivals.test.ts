import { describe, expect, it, vi } from 'vitest'
import { normaliseMenu } from '../../lib/stores/main-menu-store.ts'
import { arrivalMark, arrivalTruck } from './home-fixtures.ts'
import { homeArrivalMarks, pickLatestArrivals } from './latest-arrivals.ts'
import { loadHome } from './load-home.ts'

describe('latest arrivals of the home page', () => {
  it('takes the newest truck of each make, newest first, skipping makes without trucks', async () => {
    const marks = [
      arrivalMark('MAN', 'man', 2),
      arrivalMark('Volvo', 'volvo', 0),
      arrivalMark('DAF', 'daf', 1),
    ]
    const trucksOf: Record<string, ReturnType<typeof arrivalTruck>[]> = {
      man: [arrivalTruck({ slug: 'man-old', arrived_at: '2026-09-01' })],
      daf: [arrivalTruck({ slug: 'daf-new', arrived_at: '2026-11-05' })],
    }
    const newestOf = vi.fn(async (slug: string) => trucksOf[slug] ?? [])
    const result = await pickLatestArrivals(async () => marks, newestOf)
    expect(result.marks.map((mark) => mark.slug)).toEqual(['man', 'daf'])
    expect(result.trucks.map((truck) => truck.slug)).toEqual(['daf-new', 'man-old'])
    expect(newestOf).not.toHaveBeenCalledWith('volvo')
  })

  it(`asks for at most ${homeArrivalMarks} makes' trucks however many makes there are`, async () => {
    const marks = Array.from({ length: 9 }, (_, i) => arrivalMark(`M${i}`, `m${i}`, 1))
    const newestOf = vi.fn(async () => [arrivalTruck()])
    const result = await pickLatestArrivals(async () => marks, newestOf)
    expect(newestOf).toHaveBeenCalledTimes(homeArrivalMarks)
    expect(result.marks).toHaveLength(9)
  })

  it('a make whose trucks fail to load is left out, the others still show', async () => {
    const marks = [arrivalMark('MAN', 'man', 1), arrivalMark('DAF', 'daf', 1)]
    const result = await pickLatestArrivals(
      async () => marks,
      async (slug) => {
        if (slug === 'man') throw new Error('boom')
        return [arrivalTruck({ slug: 'daf-1' })]
      },
    )
    expect(result.trucks.map((truck) => truck.slug)).toEqual(['daf-1'])
  })
})

describe('home loader', () => {
  it('a failing menu call becomes the error state while arrivals still load', async () => {
    const data = loadHome({
      mainMenu: () => Promise.reject(new Error('network')),
      arrivalMarks: async () => [arrivalMark('MAN', 'man', 1)],
      newestTruck: async () => [arrivalTruck()],
    })
    await expect(data.menu).resolves.toMatchObject({ status: 'error' })
    await expect(data.arrivals).resolves.toMatchObject({
      status: 'ok',
      data: { trucks: [{ slug: 'man-tgx-18-440-2010-1' }] },
    })
  })

  it('a menu answer with missing lists becomes empty lists instead of a crash', () => {
    expect(normaliseMenu({ marks: undefined, nodes: [] })).toEqual({
      marks: [],
      aggregations: [],
      nodes: [],
      incoming_marks: [],
    })
    expect(normaliseMenu(null).marks).toEqual([])
  })
})
