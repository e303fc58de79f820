import type { components } from '@gruzovik/openapi'
import type { CustomerWithAccount } from '../customers/customer.ts'
import { presentUser } from '../customers/present-user.ts'
import type { AppSettings } from './app-settings.ts'
import type { createPhoneCodesRepository } from './phone-codes.repository.ts'

type InitialData = components['schemas']['InitialData']

export function createInitialDataService(deps: {
  config: AppSettings & { appEnv: string; jwtDomain: string }
  phoneCodes: ReturnType<typeof createPhoneCodesRepository>
}) {
  return {
    /** The app's start-up data; `user` is the asking customer, null for a guest. */
    async get(customer: CustomerWithAccount | null): Promise<InitialData> {
      const phoneCodes = await deps.phoneCodes.list()
      return {
        env: {
          app_env: deps.config.appEnv,
          maps_api_key: deps.config.mapsApiKey,
          call_tracking_url: deps.config.callTrackingUrl,
          metrika_counter_id: deps.config.metrikaCounterId,
        },
        user: customer ? presentUser(customer) : null,
        app: { name: 'Грузовик', phone_codes: phoneCodes },
        jwt_domain: deps.config.jwtDomain,
      }
    },
  }
}
