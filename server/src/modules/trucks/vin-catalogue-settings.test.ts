import { describe, expect, it } from 'vitest'
import { answerOf } from './vin-catalogue-http.ts'
import { vinCatalogueSettingsFrom } from './vin-catalogue-settings.ts'

describe('online VIN catalogue settings', () => {
  it('is off unless a provider is named', () => {
    expect(vinCatalogueSettingsFrom({})).toEqual({
      provider: '',
      url: '',
      key: '',
      timeoutMs: 3000,
    })
    expect(vinCatalogueSettingsFrom({ VIN_CATALOGUE_PROVIDER: 'off' }).provider).toBe('')
  })

  it('stops the start on a provider it does not know, or http without an address', () => {
    expect(() => vinCatalogueSettingsFrom({ VIN_CATALOGUE_PROVIDER: 'laximo' })).toThrow(
      'VIN_CATALOGUE_PROVIDER',
    )
    expect(() => vinCatalogueSettingsFrom({ VIN_CATALOGUE_PROVIDER: 'http' })).toThrow(
      'VIN_CATALOGUE_URL',
    )
    expect(() =>
      vinCatalogueSettingsFrom({ VIN_CATALOGUE_PROVIDER: 'http', VIN_CATALOGUE_URL: 'ftp://x' }),
    ).toThrow('VIN_CATALOGUE_URL')
    expect(() => vinCatalogueSettingsFrom({ VIN_CATALOGUE_TIMEOUT_MS: '5' })).toThrow()
  })

  it('reads the provider’s JSON loosely but refuses another shape', () => {
    expect(
      answerOf({ make: ' MAN ', year: '2015', oem_numbers: [{ number: '51.02511-7115' }, {}] }),
    ).toEqual({
      make: 'MAN',
      model: null,
      year: 2015,
      engine: null,
      oem_numbers: [{ number: '51.02511-7115', title: null }],
    })
    expect(() => answerOf([])).toThrow()
    expect(() => answerOf({ year: 'две тысячи' })).toThrow()
    expect(() => answerOf({ oem_numbers: 'нет' })).toThrow()
  })
})
