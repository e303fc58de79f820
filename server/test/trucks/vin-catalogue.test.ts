import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { VinCatalogue } from '../../src/modules/trucks/vin-catalogue.ts'
import { vinCatalogueSettingsFrom } from '../../src/modules/trucks/vin-catalogue-settings.ts'
import { createTestApp } from '../helpers.ts'
import { createFakeVinCatalogue } from '../support/fake-vin-catalogue.ts'

const vin = 'XTC652005L1123456'
const answer = {
  make: 'КАМАЗ',
  model: '65206-S5',
  year: 2020,
  engine: 'Mercedes-Benz OM457LA',
  oem_numbers: [{ number: '6520-3501090', title: 'Колодка тормозная' }],
}

/** An app on an empty database with this catalogue (or the configured one), and its log. */
async function appWith(options: { catalogue?: VinCatalogue; env?: NodeJS.ProcessEnv } = {}) {
  const logged: string[] = []
  const ctx = await createTestApp({
    seed: false,
    config: {
      vinCatalogue: vinCatalogueSettingsFrom({ VIN_CATALOGUE_TIMEOUT_MS: '300', ...options.env }),
    },
    overrides: {
      // Only the catalogue's lines (the app logs its start-up settings too).
      log: (message) => {
        if (message.startsWith('vin catalogue')) logged.push(message)
      },
      ...(options.catalogue ? { vinCatalogue: options.catalogue } : {}),
    },
  })
  const decode = async (value = vin) => (await ctx.app.inject({ url: `/api/vin/${value}` })).json()
  return { ctx, logged, decode }
}

describe('GET /api/vin/{vin} with an online catalogue', () => {
  it('is off unless configured: the offline decoding, catalogue null', async () => {
    const { ctx, decode } = await appWith()
    const decoded = await decode()
    expect(decoded).toMatchObject({ vin, maker: 'КАМАЗ', catalogue: null })
    await ctx.close()
  })

  it('adds the provider’s exact model and OEM numbers; a VIN it does not know, null', async () => {
    const fake = createFakeVinCatalogue({ [vin]: answer })
    const { ctx, decode, logged } = await appWith({ catalogue: fake.catalogue })
    expect(await decode(vin.toLowerCase())).toMatchObject({
      vin,
      maker: 'КАМАЗ',
      catalogue: { provider: 'fake', ...answer },
    })
    // Asked with the VIN as the rules read it.
    expect(fake.asked).toEqual([vin])
    expect((await decode('XTC652005L1123457')).catalogue ?? null).toBeNull()
    expect(logged).toEqual([])
    await ctx.close()
  })

  it('a provider that fails or does not answer in time leaves the offline answer, logged', async () => {
    for (const behaviour of ['fail', 'hang'] as const) {
      const fake = createFakeVinCatalogue({ [vin]: answer }, behaviour)
      const { ctx, decode, logged } = await appWith({ catalogue: fake.catalogue })
      expect(await decode()).toMatchObject({ vin, maker: 'КАМАЗ', catalogue: null })
      // The hanging lookup is given up by the 300 ms timer: not at once, and not much later
      // (timed from the lookup, not the request, whose time a loaded machine stretches).
      if (behaviour === 'hang') {
        expect(fake.abortedAfter).toHaveLength(1)
        expect(fake.abortedAfter[0]).toBeGreaterThanOrEqual(250)
        expect(fake.abortedAfter[0]).toBeLessThan(3000)
      }
      expect(logged[0]).toMatch(behaviour === 'fail' ? /provider is down/ : /no answer in 300 ms/)
      await ctx.close()
    }
  })
})

describe('the generic HTTP JSON adapter', () => {
  let server: http.Server
  let url = ''
  const requests: { url: string; authorization: string | undefined }[] = []
  // What the fake service answers, by the VIN asked.
  const replies: Record<string, (res: http.ServerResponse) => void> = {
    [vin]: (res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer)),
    XTC652005L1123457: (res) => res.writeHead(500).end('boom'),
    XTC652005L1123458: (res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"make":'),
    XTC652005L1123459: (res) => setTimeout(() => res.writeHead(200).end('{}'), 1500),
    XTC652005L1123450: (res) => res.writeHead(404).end(),
  }
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      requests.push({ url: req.url ?? '', authorization: req.headers.authorization })
      const asked = new URL(req.url ?? '', 'http://x').searchParams.get('vin') ?? ''
      ;(replies[asked] ?? ((r) => r.writeHead(404).end()))(res)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/vin`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const env = () => ({
    VIN_CATALOGUE_PROVIDER: 'http',
    VIN_CATALOGUE_URL: url,
    VIN_CATALOGUE_KEY: 'секрет'.replace(/./g, 'k'),
  })

  it('asks GET ?vin= with the key and shows the answer', async () => {
    const { ctx, decode } = await appWith({ env: env() })
    expect((await decode()).catalogue).toEqual({ provider: 'http', ...answer })
    expect(requests.at(-1)).toEqual({ url: `/vin?vin=${vin}`, authorization: 'Bearer kkkkkk' })
    await ctx.close()
  })

  it('500, JSON cut short and a slow service each leave the offline answer and are logged; 404 is no answer', async () => {
    const { ctx, decode, logged } = await appWith({ env: env() })
    for (const bad of ['XTC652005L1123457', 'XTC652005L1123458', 'XTC652005L1123459']) {
      expect(await decode(bad)).toMatchObject({ vin: bad, maker: 'КАМАЗ', catalogue: null })
    }
    expect(logged).toHaveLength(3)
    expect(logged[0]).toContain('HTTP 500')
    expect(logged[1]).toContain('not JSON')
    expect(logged[2]).toContain('no answer in 300 ms')
    expect((await decode('XTC652005L1123450')).catalogue).toBeNull()
    expect(logged).toHaveLength(3)
    await ctx.close()
  })
})
