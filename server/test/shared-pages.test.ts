import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { catalogueGenerationKey, redisCatalogueBus } from '../src/bus/redis-bus.ts'
import { createKeptPages, type SharedRender } from '../src/http/kept-pages.ts'
import { decodePage, encodePage, redisPageStore } from '../src/http/shared-pages.ts'

const page = (html: string) => ({
  status: 200,
  etag: `W/"${html}"`,
  html: Buffer.from(html),
  scriptSources: "'sha256-x'",
})
const rendered = (html: string) => async (): Promise<SharedRender> => ({
  kind: 'page',
  page: page(html),
})
const htmlOf = (result: SharedRender) =>
  result.kind === 'page' ? result.page.html.toString() : result.location

describe('a page as Redis keeps it', () => {
  it('comes back whole: its bytes, status, ETag, script hashes and generation', () => {
    const html = '<p>Колодки тормозные\n</p>'
    const stored = encodePage({ generation: '7', expires: 123, page: page(html) })
    expect(decodePage(stored)).toEqual({ generation: '7', expires: 123, page: page(html) })
    expect(decodePage(Buffer.from('no head'))).toBeNull()
  })
})

const redisUrl = process.env.TEST_REDIS_URL
describe.runIf(redisUrl)('pages kept in Redis for every web process', () => {
  // Redis is shared by test files run at once: this file's own channel, generation and build.
  const channel = `gruzovik-test-pages:${process.pid}:${Date.now()}`
  const build = `test-${process.pid}-${Date.now()}`
  const stores = [0, 1, 2].map(() =>
    redisPageStore({
      url: redisUrl ?? '',
      build: () => build,
      generationKey: catalogueGenerationKey(channel),
    }),
  )
  const bus = redisCatalogueBus({ url: redisUrl ?? '', channel })
  afterAll(async () => {
    for (const store of stores) await store.close()
    await bus.close()
    const admin = new Redis(redisUrl ?? '')
    const claims = await admin.keys(`gruzovik:page-render:${build}:*`)
    await admin.del(
      catalogueGenerationKey(channel),
      `gruzovik:page:${build}:/a`,
      `gruzovik:page:${build}:/stale`,
      ...claims,
    )
    admin.disconnect()
  })

  it('one render serves the other processes, until the catalogue changes', async () => {
    const [a, b, c] = stores.map((shared) => createKeptPages({ ttlMs: 10_000, shared }))
    if (!a || !b || !c) throw new Error('three processes')
    expect(htmlOf(await a.page('/a', rendered('first')))).toBe('first')
    expect(htmlOf(await b.page('/a', rendered('second')))).toBe('first')
    // A change told on the bus: the generation goes up, and every process forgets its copy.
    await bus.publish()
    a.forget()
    b.forget()
    c.forget()
    expect(htmlOf(await c.page('/a', rendered('after the change')))).toBe('after the change')
    expect(htmlOf(await a.page('/a', rendered('again')))).toBe('after the change')
  })

  it('a page written under an older generation is not read back', async () => {
    const [store] = stores
    if (!store) throw new Error('a store')
    const before = await store.read('/a')
    await bus.publish()
    await store.write('/a', before.generation, page('stale'), 10_000, 0)
    const after = await store.read('/a')
    expect(after.page).toBeNull()
    expect(Number(after.generation)).toBe(Number(before.generation) + 1)
  })

  it('a page past its time: one process renders it anew, the others serve the old copy meanwhile', async () => {
    const [a, b] = stores.map((shared) =>
      createKeptPages({ ttlMs: 1_500, staleMs: 10_000, retryMs: 50, shared }),
    )
    if (!a || !b) throw new Error('two processes')
    const asked: string[] = []
    const counted = (html: string) => async (): Promise<SharedRender> => {
      asked.push(html)
      return { kind: 'page', page: page(html) }
    }
    expect(htmlOf(await a.page('/stale', counted('first')))).toBe('first')
    await new Promise((resolve) => setTimeout(resolve, 1_550))
    // Nothing kept in b, a stale copy in Redis: b serves it, a serves its own stale copy, and
    // the one of them that claims the refresh first renders; the other renders nothing.
    expect(htmlOf(await b.page('/stale', counted('by b')))).toBe('first')
    expect(htmlOf(await a.page('/stale', counted('by a')))).toBe('first')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(asked).toHaveLength(2)
    const fresh = asked[1]
    for (const process of [a, b]) {
      await process.page('/stale', counted('again'))
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(htmlOf(await process.page('/stale', counted('again')))).toBe(fresh)
    }
    expect(asked).toHaveLength(2)
  })

  it('a refresh is claimed once per page and generation', async () => {
    const [one, two] = stores
    if (!one || !two) throw new Error('two stores')
    const generation = `claims-${Date.now()}`
    expect(await one.claim('/claimed', generation, 5_000)).toBe(true)
    expect(await two.claim('/claimed', generation, 5_000)).toBe(false)
    expect(await two.claim('/claimed', `${generation}-next`, 5_000)).toBe(true)
    expect(await two.claim('/short', generation, 50)).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await one.claim('/short', generation, 50)).toBe(true)
  })
})
