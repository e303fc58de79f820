import type { components } from '@gruzovik/openapi'
import type { ServerConfig } from '../../config.ts'
import type { createCustomersRepository } from '../customers/customers.repository.ts'
import { presentUser } from '../customers/present-user.ts'
import type { createPhoneCodesRepository } from './phone-codes.repository.ts'

type InitialData = components['schemas']['InitialData']

export function createInitialDataService(deps: {
  config: Pick<ServerConfig, 'appEnv' | 'jwtDomain' | 'mapsApiKey' | 'callTrackingUrl'>
  phoneCodes: ReturnType<typeof createPhoneCodesRepository>
  customers: ReturnType<typeof createCustomersRepository>
}) {
  return {
    async get(token: string | null): Promise<InitialData> {
      const [phoneCodes, customer] = await Promise.all([
        deps.phoneCodes.list(),
        token ? deps.customers.findByToken(token) : null,
      ])
      return {
        env: {
          app_env: deps.config.appEnv,
          maps_api_key: deps.config.mapsApiKey,
          call_tracking_url: deps.config.callTrackingUrl,
        },
        user: customer ? presentUser(customer) : null,
        app: { name: 'Грузовик', phone_codes: phoneCodes },
        jwt_domain: deps.config.jwtDomain,
      }
    },
  }
}
