import { paymentMessages } from './messages.ts'
import { kopecksToValue, valueToKopecks } from './money-text.ts'
import {
  type PaymentOrder,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
  type ProviderRefund,
} from './payment-provider.ts'
import type { YookassaSettings } from './payment-settings.ts'
import { receiptTotal } from './receipt-lines.ts'
import type { YookassaClient } from './yookassa-client.ts'

/** YooKassa's limit on a receipt item's description. */
const descriptionLimit = 128

const cut = (text: string, limit: number) => Array.from(text).slice(0, limit).join('')

const statuses: readonly ProviderPayment['status'][] = [
  'pending',
  'waiting_for_capture',
  'succeeded',
  'canceled',
]

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The 54-ФЗ receipt of a payment or a refund; its items add up exactly to the amount, or nothing is sent. */
export function yookassaReceipt(
  order: Pick<PaymentOrder, 'orderNumber' | 'amount' | 'phone' | 'lines'>,
  settings: Pick<YookassaSettings, 'vatCode' | 'taxSystemCode'>,
) {
  const total = receiptTotal(order.lines)
  if (total !== order.amount) {
    throw new PaymentProviderError(
      `receipt of order ${order.orderNumber} adds up to ${total} kopecks, the payment is ${order.amount}`,
    )
  }
  return {
    customer: { phone: order.phone },
    items: order.lines.map((line) => ({
      description: cut(line.title, descriptionLimit),
      quantity: line.quantity,
      amount: { value: kopecksToValue(line.unitPrice), currency: 'RUB' },
      vat_code: settings.vatCode,
      payment_mode: 'full_payment',
      payment_subject: line.kind,
    })),
    ...(settings.taxSystemCode ? { tax_system_code: settings.taxSystemCode } : {}),
  }
}

/** A payment object of YooKassa's answer, checked; anything unexpected is an error. */
export function readYookassaPayment(
  answer: unknown,
): ProviderPayment & { confirmationUrl?: string } {
  const status = isRecord(answer) ? answer.status : undefined
  if (!isRecord(answer) || typeof answer.id !== 'string' || !statuses.includes(status as never)) {
    throw new PaymentProviderError('YooKassa answered without a payment id and status')
  }
  const amount = isRecord(answer.amount) ? answer.amount : {}
  const confirmation = isRecord(answer.confirmation) ? answer.confirmation : {}
  return {
    id: answer.id,
    status: status as ProviderPayment['status'],
    amount: amount.currency === 'RUB' ? valueToKopecks(amount.value) : null,
    ...(typeof confirmation.confirmation_url === 'string'
      ? { confirmationUrl: confirmation.confirmation_url }
      : {}),
  }
}

const refundStatuses: readonly ProviderRefund['status'][] = ['pending', 'succeeded', 'canceled']

/** A refund object of YooKassa's answer, checked. */
export function readYookassaRefund(answer: unknown): ProviderRefund {
  const status = isRecord(answer) ? answer.status : undefined
  if (
    !isRecord(answer) ||
    typeof answer.id !== 'string' ||
    !refundStatuses.includes(status as never)
  ) {
    throw new PaymentProviderError('YooKassa answered without a refund id and status')
  }
  return {
    id: answer.id,
    status: status as ProviderRefund['status'],
    paymentId: typeof answer.payment_id === 'string' ? answer.payment_id : null,
  }
}

/**
 * YooKassa as the shop's payment provider: a one-stage payment (`capture: true`) with a redirect
 * to YooKassa's page, which returns the customer to `returnUrl(orderNumber)`.
 */
export function createYookassaProvider(deps: {
  client: YookassaClient
  settings: Pick<YookassaSettings, 'vatCode' | 'taxSystemCode'>
  returnUrl: (orderNumber: number) => string
}): PaymentProvider {
  return {
    name: 'yookassa',
    async create(order) {
      const answer = await deps.client.createPayment({
        amount: { value: kopecksToValue(order.amount), currency: 'RUB' },
        capture: true,
        confirmation: { type: 'redirect', return_url: deps.returnUrl(order.orderNumber) },
        description: paymentMessages.description(order.orderNumber),
        metadata: { order_number: String(order.orderNumber), payment_id: order.paymentId },
        receipt: yookassaReceipt(order, deps.settings),
      })
      const payment = readYookassaPayment(answer)
      if (!payment.confirmationUrl) {
        throw new PaymentProviderError(
          `YooKassa payment ${payment.id} came without a confirmation_url`,
        )
      }
      return { confirmationUrl: payment.confirmationUrl, providerPaymentId: payment.id }
    },
    async status(providerPaymentId) {
      const { confirmationUrl: _url, ...payment } = readYookassaPayment(
        await deps.client.getPayment(providerPaymentId),
      )
      return payment
    },
    async refund(refund) {
      if (!refund.providerPaymentId) {
        throw new PaymentProviderError(`refund ${refund.refundId} has no YooKassa payment`)
      }
      const answer = await deps.client.createRefund(
        {
          payment_id: refund.providerPaymentId,
          amount: { value: kopecksToValue(refund.amount), currency: 'RUB' },
          description: paymentMessages.refundDescription(refund.orderNumber),
          receipt: yookassaReceipt(refund, deps.settings),
        },
        refund.refundId,
      )
      return readYookassaRefund(answer)
    },
    async refundStatus(providerRefundId) {
      return readYookassaRefund(await deps.client.getRefund(providerRefundId))
    },
  }
}
