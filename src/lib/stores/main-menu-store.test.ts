import { describe, expect, it, vi } from 'vitest'
import type { MainMenu } from '../../api/catalog.ts'
import { createMainMenuStore } from './main-menu-store.ts'

const menu: MainMenu = {
  marks: [{ uuid: 'u1', title: 'MAN', slug: 'man', sort: 1, link: '/catalog/man' }],
  aggregations: [{ id: 1, title: 'Двигатели', slug: 'dvigateli' }],
  nodes: [],
  incoming_marks: [{ title: 'DAF', slug: 'daf' }],
}

describe('main menu store', () => {
  it('loads once however many menus ask', async () => {
    const load = vi.fn(async () => menu)
    const store = createMainMenuStore(load)
    store.ensure()
    store.ensure()
    expect(store.getSnapshot().status).toBe('pending')
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe('success'))
    store.ensure()
    expect(load).toHaveBeenCalledOnce()
  })

  it('a failure can be retried', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce(menu)
    const store = createMainMenuStore(load)
    store.ensure()
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe('error'))
    store.ensure()
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe('success'))
  })

  it('an answer with missing lists gives empty lists', async () => {
    const store = createMainMenuStore(async () => ({ marks: null }) as unknown as MainMenu)
    store.ensure()
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe('success'))
    const state = store.getSnapshot()
    expect(state.status === 'success' && state.data).toEqual({
      marks: [],
      aggregations: [],
      nodes: [],
      incoming_marks: [],
    })
  })

  it('gives loaders the data of the same one call the menus use', async () => {
    const load = vi.fn(async () => menu)
    const store = createMainMenuStore(load)
    store.ensure()
    const [first, second] = await Promise.all([store.load(), store.load()])
    expect(first).toEqual(menu)
    expect(second).toBe(first)
    expect(await store.load()).toBe(first)
    expect(load).toHaveBeenCalledOnce()
  })

  it('a loader sees the failure, and the next ask tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce(menu)
    const store = createMainMenuStore(load)
    await expect(store.load()).rejects.toThrow('503')
    expect(store.getSnapshot().status).toBe('error')
    expect(await store.load()).toEqual(menu)
  })
})
