import { httpUrl, intSetting } from '../shared/setting-readers.ts'

/** The online catalogue GET /api/vin/{vin} asks besides the offline decoding (docs/configuration.md). */
export interface VinCatalogueSettings {
  /** VIN_CATALOGUE_PROVIDER: `http` (the generic JSON adapter), or '' for none (off). */
  provider: '' | 'http'
  /** VIN_CATALOGUE_URL: the provider's address; the VIN goes in its `vin` query parameter. */
  url: string
  /** VIN_CATALOGUE_KEY: sent as `Authorization: Bearer <key>`; '' sends none. */
  key: string
  /** VIN_CATALOGUE_TIMEOUT_MS (100–30000, default 3000): then the offline answer alone. */
  timeoutMs: number
}

export function vinCatalogueSettingsFrom(env: NodeJS.ProcessEnv): VinCatalogueSettings {
  const provider = env.VIN_CATALOGUE_PROVIDER?.trim().toLowerCase() ?? ''
  if (provider !== '' && provider !== 'off' && provider !== 'http') {
    throw new Error(`VIN_CATALOGUE_PROVIDER "${provider}" is not http or off`)
  }
  const url = httpUrl('VIN_CATALOGUE_URL', env.VIN_CATALOGUE_URL)
  if (provider === 'http' && !url) {
    throw new Error('VIN_CATALOGUE_PROVIDER=http needs VIN_CATALOGUE_URL')
  }
  return {
    provider: provider === 'http' ? 'http' : '',
    url,
    key: env.VIN_CATALOGUE_KEY?.trim() ?? '',
    timeoutMs:
      intSetting('VIN_CATALOGUE_TIMEOUT_MS', env.VIN_CATALOGUE_TIMEOUT_MS, 100, 30_000) ?? 3000,
  }
}
