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
    await admin.del(catalogueGenerationKey(channel), `gruzovik:page:${build}:/a`)
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
    await store.write('/a', before.generation, page('stale'), 10_000)
    const after = await store.read('/a')
    expect(after.page).toBeNull()
    expect(Number(after.generation)).toBe(Number(before.generation) + 1)
  })
})
