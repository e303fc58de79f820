import { trackingUrl } from './carriers.ts'

/** The pickup branches as a message names them (openapi Branch). */
export const branchTitles: Record<string, string> = {
  spb: 'Санкт-Петербург (Шушары)',
  msk: 'Москва',
  krs: 'Красноярск',
  krd: 'Краснодар',
}

/** A claim's decision as a message says it (the states a buyer is told of, docs/product.md#claims). */
export const claimDecisionWords: Record<string, string> = {
  approved: 'одобрена',
  rejected: 'отклонена',
  refunded: 'оформлен возврат денег',
  replaced: 'деталь будет заменена',
  repaired: 'деталь отремонтирована',
}

/** How long a ready order waits at the branch (docs/product.md#order-notices). */
export const pickupKeepDays = 5

/**
 * The words of a message about an order after it was placed (docs/product.md#order-notices),
 * by its move: `confirmed_changes`, `ready`, `shipped:<waybill>`, `line_cancelled:<part>`,
 * `claim:<number>:<state>` (a claim's decision, `link` then leads to the account's returns).
 */
export function orderNoticeText(
  move: string,
  number: number,
  detail: Record<string, string>,
  link: string,
): { subject: string; text: string } {
  const order = `Заказ №${number}`
  if (move === 'confirmed_changes') {
    return {
      subject: `${order} подтверждён с изменениями`,
      text: `${order} подтверждён с изменениями: ${detail.changes}. Подробнее: ${link}`,
    }
  }
  if (move === 'ready') {
    const branch = branchTitles[detail.branch ?? ''] ?? detail.branch
    return {
      subject: `${order} ждёт вас`,
      text: `${order} ждёт вас в филиале ${branch}, хранение ${pickupKeepDays} дней`,
    }
  }
  if (move.startsWith('shipped:')) {
    const url = trackingUrl(detail.carrier, detail.waybill ?? null)
    const carrier = detail.carrier ? `${detail.carrier}, ` : ''
    return {
      subject: `${order} отправлен`,
      text: `${order} отправлен: ${carrier}накладная ${detail.waybill}${url ? `. Отследить: ${url}` : ''}`,
    }
  }
  if (move.startsWith('claim:')) {
    const claim = `Заявка ${detail.claim} по заказу №${number}`
    const decision = claimDecisionWords[detail.state ?? ''] ?? detail.state
    const why = detail.reason ? `: ${detail.reason}` : ''
    return {
      subject: `${claim}: ${decision}`,
      text: `${claim}: ${decision}${why}. Подробнее: ${link}`,
    }
  }
  const reason = detail.reason ? ` (${detail.reason})` : ''
  return {
    subject: `${order}: позиция отменена`,
    text: `${order}: позиция ${detail.article} «${detail.title}» отменена${reason}. Подробнее: ${link}`,
  }
}
