/** Russian texts of payments and the development bank page. */
export const paymentMessages = {
  notFound: 'Платёж не найден',
  devOnly: 'Тестовый банк недоступен в рабочем режиме',
  bankTitle: 'Тестовый банк — оплата заказа',
  bankOrder: (number: number) => `Заказ № ${number}`,
  bankPay: 'Оплатить',
  bankFail: 'Отказ в оплате',
  bankDone: 'Платёж уже обработан',
  /** The payment's description at the provider (the customer sees it on the payment page). */
  description: (number: number) => `Заказ № ${number}`,
  /** The refund's description at the provider. */
  refundDescription: (number: number) => `Возврат по заказу № ${number}`,
  /** The receipt line of a part's warranty. */
  receiptWarranty: (title: string) => `Гарантия: ${title}`,
  receiptGoods: 'Товар',
  providerUnavailable: 'Платёжный сервис временно недоступен, попробуйте позже',
  /** The provider answered a claim's refund with a refusal. */
  refundRefused: 'Платёжный сервис отказал в возврате денег',
  notificationsOff: 'Уведомления ЮKassa не принимаются: ЮKassa не настроена',
  untrustedNotifier: 'Уведомление с этого адреса не принимается',
} as const
