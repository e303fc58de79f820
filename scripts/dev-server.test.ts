import { describe, expect, it } from 'vitest'
import { devServerSettings } from './dev-server.ts'

describe('dev server settings', () => {
  it('proxies to the default server port without settings', () => {
    expect(devServerSettings({})).toEqual({ port: 5173, apiTarget: 'http://localhost:3000' })
  })

  it('follows the PORT and HOST the reference server was started with', () => {
    expect(devServerSettings({ PORT: '4100', HOST: '127.0.0.1' }).apiTarget).toBe(
      'http://127.0.0.1:4100',
    )
    expect(devServerSettings({ PORT: '4100', HOST: '0.0.0.0' }).apiTarget).toBe(
      'http://localhost:4100',
    )
    expect(devServerSettings({ HOST: '::1' }).apiTarget).toBe('http://[::1]:3000')
  })

  it('takes its own port from DEV_PORT and an explicit API address from DEV_API_URL', () => {
    expect(
      devServerSettings({ DEV_PORT: '5200', DEV_API_URL: 'http://10.0.0.5:3000', PORT: '9' }),
    ).toEqual({ port: 5200, apiTarget: 'http://10.0.0.5:3000' })
  })

  it('refuses a port that is not a number instead of proxying nowhere', () => {
    expect(() => devServerSettings({ PORT: 'abc' })).toThrow(/PORT must be a port number/)
    expect(() => devServerSettings({ DEV_PORT: '70000' })).toThrow(/DEV_PORT/)
  })
})
