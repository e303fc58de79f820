import { describe, expect, it, vi } from 'vitest'
import { normaliseMenu } from '../../lib/stores/main-menu-store.ts'
import { arrivalMark, arrivalTruck } from './home-fixtures.ts'
import { presentLatestArrivals } from './latest-arrivals.ts'
import { loadHome } from './load-home.ts'

describe('latest arrivals of the home page', () => {
  it('come in one call; makes without trucks get no link', async () => {
    const latestArrivals = vi.fn(async () => ({
      marks: [arrivalMark('MAN', 'man', 2), arrivalMark('Volvo', 'volvo', 0)],
      trucks: [arrivalTruck({ slug: 'man-new' })],
    }))
    const data = loadHome({ mainMenu: async () => normaliseMenu({}), latestArrivals })
    await expect(data.arrivals).resolves.toMatchObject({
      status: 'ok',
      data: { marks: [{ slug: 'man' }], trucks: [{ slug: 'man-new' }] },
    })
    expect(latestArrivals).toHaveBeenCalledTimes(1)
  })

  it('a broken answer becomes empty lists, not a crash', () => {
    expect(presentLatestArrivals({} as never)).toEqual({ marks: [], trucks: [] })
  })
})

describe('home loader', () => {
  it('a failing menu call becomes the error state while arrivals still load', async () => {
    const data = loadHome({
      mainMenu: () => Promise.reject(new Error('network')),
      latestArrivals: async () => ({
        marks: [arrivalMark('MAN', 'man', 1)],
        trucks: [arrivalTruck()],
      }),
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
