import { unavailable } from '../shared/domain-errors.ts'
import { paymentMessages } from './messages.ts'
import { PaymentProviderError } from './payment-provider.ts'

/**
 * A provider failure seen by a customer: logged with its details, a 503 in plain words. Any
 * other error passes through unchanged.
 */
export function providerFailure(log: (message: string) => void, provider: string) {
  return (error: unknown, what: string) => {
    if (!(error instanceof PaymentProviderError)) return error
    log(`Payment provider ${provider}: ${what}: ${error.message}`)
    return unavailable(paymentMessages.providerUnavailable)
  }
}
