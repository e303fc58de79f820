import { counterpartyTypeOf, innProblem, kppValid } from '@gruzovik/openapi/requisites'
import type { CounterpartyInput } from '../../api/counterparties.ts'
import { newBuyerText } from '../../content/order.ts'

/** The organisation a buyer adds inside the order form; keys are the API's field names. */
export interface NewBuyer {
  title: string
  inn: string
  kpp: string
  legal_address: string
}

export const emptyNewBuyer: NewBuyer = { title: '', inn: '', kpp: '', legal_address: '' }

export type NewBuyerErrors = Partial<Record<keyof NewBuyer, string>>

/** The form's own checks, the same the server makes (ИНН control digits, КПП for 10 digits). */
export function validateNewBuyer(buyer: NewBuyer): NewBuyerErrors {
  const errors: NewBuyerErrors = {}
  const inn = buyer.inn.trim()
  if (!buyer.title.trim()) errors.title = newBuyerText.required
  if (!buyer.legal_address.trim()) errors.legal_address = newBuyerText.required
  const problem = innProblem(inn)
  if (problem) errors.inn = problem === 'length' ? newBuyerText.innLength : newBuyerText.innChecksum
  const kpp = buyer.kpp.trim()
  if (!problem && counterpartyTypeOf(inn) === 'legal' && !kppValid(kpp)) {
    errors.kpp = kpp ? newBuyerText.kppFormat : newBuyerText.kppRequired
  }
  return errors
}

/** The body of POST /api/account/contractors: 12 digits make a sole trader, without a КПП. */
export function toCounterpartyInput(buyer: NewBuyer): CounterpartyInput {
  const inn = buyer.inn.trim()
  const type = counterpartyTypeOf(inn)
  return {
    type,
    title: buyer.title.trim(),
    inn,
    kpp: type === 'legal' ? buyer.kpp.trim() : null,
    ogrn: null,
    legal_address: buyer.legal_address.trim(),
  }
}
