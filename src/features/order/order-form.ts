import type { OrderInput } from '../../api/orders.ts'
import { orderText } from '../../content/order.ts'

export const pickupBranches = ['spb', 'msk', 'krs', 'krd'] as const
export type PickupBranch = (typeof pickupBranches)[number]

/** What the order form holds; every choice is a string so inputs stay controlled. */
export interface OrderForm {
  /** A counterparty uuid, or '' for a private person. */
  buyer: string
  /** A recipient uuid, or '' when the buyer receives the goods. */
  recipient: string
  delivery: 'pickup' | 'transport_company'
  branch: PickupBranch | ''
  /** A saved address uuid, or '' to type a city and an address. */
  addressUuid: string
  city: string
  address: string
  transportCompany: string
  payment: 'card' | 'invoice'
  comment: string
  /** A truck of «Мои грузовики» the order is for, or '' for none. */
  truck: string
}

export const emptyOrderForm: OrderForm = {
  buyer: '',
  recipient: '',
  delivery: 'pickup',
  branch: '',
  addressUuid: '',
  city: '',
  address: '',
  transportCompany: '',
  payment: 'card',
  comment: '',
  truck: '',
}

/** Error keys are the API's field names, so a 422 lands under the same fields. */
export type OrderErrors = Partial<Record<string, string>>

export const COMMENT_MAX = 1000

/** The form's own checks before anything is sent. */
export function validateOrder(form: OrderForm): OrderErrors {
  const errors: OrderErrors = {}
  if (form.delivery === 'pickup' && !form.branch) errors['delivery.branch'] = orderText.chooseBranch
  if (form.delivery === 'transport_company') {
    if (!form.transportCompany.trim()) errors['delivery.transport_company'] = orderText.required
    if (!form.addressUuid) {
      if (!form.city.trim()) errors['delivery.city'] = orderText.required
      if (!form.address.trim()) errors['delivery.address'] = orderText.required
    }
  }
  if (form.payment === 'invoice' && !form.buyer) {
    errors.counterparty_uuid = orderText.invoiceNeedsBuyer
  }
  return errors
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim())

/** The body of POST /api/orders; the same key on a retry never creates a second order. */
export function toOrderInput(form: OrderForm, idempotencyKey: string): OrderInput {
  const delivery: OrderInput['delivery'] =
    form.delivery === 'pickup'
      ? { type: 'pickup', branch: form.branch || 'spb' }
      : {
          type: 'transport_company',
          transport_company: form.transportCompany.trim(),
          address_uuid: form.addressUuid || null,
          city: form.addressUuid ? null : orNull(form.city),
          address: form.addressUuid ? null : orNull(form.address),
        }
  return {
    idempotency_key: idempotencyKey,
    counterparty_uuid: form.buyer || null,
    recipient_uuid: form.recipient || null,
    delivery,
    payment_method: form.payment,
    comment: orNull(form.comment.slice(0, COMMENT_MAX)),
    // Sent only when chosen: an order for no truck asks as it always did.
    ...(form.truck ? { truck_uuid: form.truck } : {}),
  }
}
