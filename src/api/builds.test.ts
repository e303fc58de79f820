import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchAppManifest } from './builds.ts'

const answer = (status: number, body: unknown = {}) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }))

describe('fetchAppManifest', () => {
  afterEach(() => vi.restoreAllMocks())

  it('reads the manifest of the build', async () => {
    const manifest = { id: 'b1', timestamp: 1, routeRules: { '/a': { redirect: '/b' } } }
    const fetchImpl = answer(200, manifest)
    expect(await fetchAppManifest('b1', fetchImpl)).toEqual(manifest)
    expect(fetchImpl).toHaveBeenCalledWith('/builds/meta/b1.json')
  })

  it.each([404, 403])('tolerates %i without logging', async (status) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await fetchAppManifest('b1', answer(status))).toBeNull()
    expect(log).not.toHaveBeenCalled()
  })

  it('logs other failures and carries on without a manifest', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const broken = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(await fetchAppManifest('b1', broken)).toBeNull()
    expect(await fetchAppManifest('b1', answer(500))).toBeNull()
    expect(log).toHaveBeenCalledTimes(2)
    expect(log.mock.calls[0]?.[0]).toBe('Error fetching app manifest.')
  })
})
