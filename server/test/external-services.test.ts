import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { readConfig } from '../src/config.ts'
import { createTestApp } from './helpers.ts'

const mapsApiKey = 'public-maps-key-123'
const callTrackingUrl = 'https://calls.example.ru/api/v1/track?site=gruzovik'

/** The CSP of a page answer as directive → sources. */
async function cspOf(app: Awaited<ReturnType<typeof buildApp>>) {
  const res = await app.inject({ url: '/api/data' })
  const header = String(res.headers['content-security-policy'])
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  ) as Record<string, string[] | undefined>
}

describe('settings for outside services', () => {
  it('readConfig reads MAPS_API_KEY and CALL_TRACKING_URL, empty by default', () => {
    expect(readConfig({})).toMatchObject({ mapsApiKey: '', callTrackingUrl: '' })
    expect(
      readConfig({ MAPS_API_KEY: ` ${mapsApiKey} `, CALL_TRACKING_URL: callTrackingUrl }),
    ).toMatchObject({ mapsApiKey, callTrackingUrl })
  })

  it('refuses a CALL_TRACKING_URL that is not an absolute http(s) address', () => {
    for (const bad of ['/track', 'calls.example.ru', 'ftp://calls.example.ru', 'javascript:x']) {
      expect(() => readConfig({ CALL_TRACKING_URL: bad }), bad).toThrow(/CALL_TRACKING_URL/)
    }
  })

  let ctx: Awaited<ReturnType<typeof createTestApp>>
  const apps: Awaited<ReturnType<typeof buildApp>>[] = []
  const appWith = async (settings: {
    mapsApiKey?: string
    callTrackingUrl?: string
    metrikaCounterId?: string
  }) => {
    const app = await buildApp({ config: { ...ctx.config, ...settings }, db: ctx.db })
    apps.push(app)
    return app
  }
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false })
  })
  afterAll(async () => {
    for (const app of apps) await app.close()
    await ctx?.close()
  })

  it('without settings the initial data has empty values and the CSP only our origin', async () => {
    const data = (await ctx.app.inject({ url: '/api/data' })).json()
    expect(data.env).toMatchObject({ maps_api_key: '', call_tracking_url: '' })
    const csp = await cspOf(ctx.app)
    expect(csp['script-src']).toEqual(["'self'"])
    expect(csp['connect-src']).toEqual(["'self'"])
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:'])
    expect(csp['worker-src']).toBeUndefined()
  })

  it('with both set the initial data carries them and the CSP lets the map and the tracker in', async () => {
    const app = await appWith({ mapsApiKey, callTrackingUrl })
    const data = (await app.inject({ url: '/api/data' })).json()
    expect(data.env).toMatchObject({
      app_env: 'test',
      maps_api_key: mapsApiKey,
      call_tracking_url: callTrackingUrl,
    })
    const csp = await cspOf(app)
    expect(csp['script-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://api-maps.yandex.ru',
        'https://*.api-maps.yandex.ru',
        'https://yastatic.net',
      ]),
    )
    expect(csp['img-src']).toEqual(expect.arrayContaining(['https://*.maps.yandex.net']))
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://api-maps.yandex.ru',
        'https://*.maps.yandex.net',
        'https://calls.example.ru',
      ]),
    )
    expect(csp['worker-src']).toEqual(expect.arrayContaining(["'self'", 'data:']))
    // the key and the tracker's path and query never reach the header
    const header = JSON.stringify(csp)
    expect(header).not.toContain(mapsApiKey)
    expect(header).not.toContain('/api/v1/track')
    expect(csp['frame-ancestors']).toEqual(["'none'"])
  })

  it('METRIKA_COUNTER_ID (digits only) goes to the initial data and lets Metrika in; unset, nothing', async () => {
    expect(readConfig({}).metrikaCounterId).toBe('')
    expect(readConfig({ METRIKA_COUNTER_ID: ' 98765432 ' }).metrikaCounterId).toBe('98765432')
    for (const bad of ['abc', '0123', '12 34', '-5']) {
      expect(() => readConfig({ METRIKA_COUNTER_ID: bad }), bad).toThrow(/METRIKA_COUNTER_ID/)
    }
    expect((await ctx.app.inject({ url: '/api/data' })).json().env.metrika_counter_id).toBe('')
    expect((await cspOf(ctx.app))['script-src']).toEqual(["'self'"])
    const app = await appWith({ metrikaCounterId: '98765432' })
    expect((await app.inject({ url: '/api/data' })).json().env.metrika_counter_id).toBe('98765432')
    const csp = await cspOf(app)
    for (const directive of ['script-src', 'img-src', 'connect-src']) {
      expect(csp[directive], directive).toContain('https://mc.yandex.ru')
    }
  })

  it('each setting brings only its own hosts', async () => {
    const mapsOnly = await cspOf(await appWith({ mapsApiKey }))
    expect(mapsOnly['script-src']).toContain('https://api-maps.yandex.ru')
    expect(mapsOnly['connect-src']).not.toContain('https://calls.example.ru')

    const trackingOnly = await cspOf(await appWith({ callTrackingUrl }))
    expect(trackingOnly['script-src']).toEqual(["'self'"])
    expect(trackingOnly['connect-src']).toEqual(["'self'", 'https://calls.example.ru'])
    expect(trackingOnly['img-src']).toEqual(["'self'", 'data:', 'blob:'])
    expect(trackingOnly['worker-src']).toBeUndefined()
  })
})
