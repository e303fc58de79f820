import { createAddressList } from '../shared/address-list.ts'
import { createDevPaymentProvider, type PaymentProvider } from './payment-provider.ts'
import { type PaymentSettings, paymentProviderOf } from './payment-settings.ts'
import { createYookassaClient, type YookassaClientOptions } from './yookassa-client.ts'
import { createYookassaProvider } from './yookassa-provider.ts'

/**
 * The payment provider the settings choose (payment-settings.ts paymentProviderOf), with the addresses its
 * notifications may come from. Without YooKassa it is the development provider, whose bank
 * page answers only with APP_ENV=development (card payments are refused otherwise).
 */
export function createPaymentProvider(
  config: { appEnv: string; payments: PaymentSettings; publicUrl: string },
  timing: Pick<YookassaClientOptions, 'timeoutMs' | 'backoffMs' | 'attempts'> = {},
): { provider: PaymentProvider; trustedNotifiers?: { has(ip: string): boolean } } {
  const settings = config.payments.yookassa
  if (paymentProviderOf(config) !== 'yookassa' || !settings) {
    return { provider: createDevPaymentProvider(config.publicUrl) }
  }
  const client = createYookassaClient({ ...settings, ...timing })
  const publicUrl = config.publicUrl.replace(/\/+$/, '')
  return {
    provider: createYookassaProvider({
      client,
      settings,
      // The return page reads the order's real status; the number says which order it was.
      returnUrl: (orderNumber) => `${publicUrl}/payment_success?order=${orderNumber}`,
    }),
    trustedNotifiers: createAddressList(settings.trustedIps),
  }
}
