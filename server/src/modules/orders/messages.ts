/** Russian texts of the orders module. */
export const orderMessages = {
  emptyCart: 'Корзина пуста',
  soldOutLines: 'В корзине нет товаров в наличии',
  notFound: 'Заказ не найден',
  counterpartyNotFound: 'Контрагент не найден',
  invoiceNeedsCounterparty: 'Для оплаты по счёту выберите контрагента',
  recipientNotFound: 'Получатель не найден',
  addressNotFound: 'Адрес не найден',
  cannotPay: 'Этот заказ нельзя оплатить картой',
  cannotCancel: 'Заказ уже нельзя отменить',
  checkInput: 'Проверьте введённые данные',
} as const
