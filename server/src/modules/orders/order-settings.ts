import { positiveInt } from '../shared/setting-readers.ts'

export interface OrderSettings {
  /** Minutes an unpaid card order holds its stock before it is cancelled (ORDER_PAYMENT_TIMEOUT_MINUTES). */
  orderPaymentTimeoutMinutes: number
  /** How often the server looks for such orders, seconds (ORDER_EXPIRY_INTERVAL_SECONDS). */
  orderExpiryIntervalSeconds: number
}

export function orderSettingsFrom(env: NodeJS.ProcessEnv): OrderSettings {
  return {
    orderPaymentTimeoutMinutes: positiveInt(env.ORDER_PAYMENT_TIMEOUT_MINUTES, 60),
    orderExpiryIntervalSeconds: positiveInt(env.ORDER_EXPIRY_INTERVAL_SECONDS, 60),
  }
}
