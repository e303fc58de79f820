import type { OrderLineState } from '@gruzovik/rules'

/** A line's state in Russian (the exchange log; the shop has its own in src/content). */
export const lineStateTitles: Record<OrderLineState, string> = {
  ordered: 'Ждёт подтверждения',
  confirmed: 'Подтверждена',
  ready: 'Ждёт в филиале',
  partly_shipped: 'Отгружена частично',
  shipped: 'Отгружена',
  cancelled: 'Отменена',
  replaced: 'Заменена',
}

/** Russian texts of the orders module. */
export const orderMessages = {
  emptyCart: 'Корзина пуста',
  truckNotFound: 'Грузовик не найден в «Мои грузовики»: выберите другой или оформите без него',
  /** One cart line the stock no longer covers, for the refusal below. */
  shortLine: (line: { title: string; article: string; available: number }) =>
    line.available > 0
      ? `«${line.title}» (арт. ${line.article}): в наличии только ${line.available} шт.`
      : `«${line.title}» (арт. ${line.article}): товар закончился`,
  notEnoughStock: (lines: string[]) =>
    `Товара не хватает на складе, заказ не оформлен. Количество в корзине исправлено — проверьте корзину и оформите заказ снова. ${lines.join('; ')}`,
  notFound: 'Заказ не найден',
  counterpartyNotFound: 'Контрагент не найден',
  invoiceNeedsCounterparty: 'Для оплаты по счёту выберите контрагента',
  recipientNotFound: 'Получатель не найден',
  addressNotFound: 'Адрес не найден',
  cannotPay: 'Этот заказ нельзя оплатить картой',
  /** A card order refused up front: no provider could complete its payment. */
  cardUnavailable: 'Оплата картой сейчас недоступна: выберите оплату по счёту для организации',
  /** An order made earlier, when card payments worked. */
  cardPaymentUnavailable:
    'Оплата картой сейчас недоступна. Заказ сохранён: оплатите его позже в личном кабинете или выберите оплату по счёту',
  cannotCancel: 'Заказ уже нельзя отменить',
  checkInput: 'Проверьте введённые данные',
} as const
