/** Russian texts of the result pages: /order_success, /payment_success, /payment_failed. */
export const paymentText = {
  orderSuccessTitle: 'Заказ оформлен',
  paymentSuccessTitle: 'Оплата прошла успешно',
  paymentFailedTitle: 'Оплата не прошла',
  orderNumber: (number: string) => `Заказ №${number}`,
  order: 'Заказ',
  date: 'Дата',
  receipt: 'Получение',
  pickup: (city: string, address: string) => `Самовывоз, ${city}: ${address}`,
  transport: (company: string, where: string) =>
    where ? `Транспортная компания «${company}»: ${where}` : `Транспортная компания «${company}»`,
  items: 'Состав заказа',
  article: (article: string) => `Артикул ${article}`,
  line: (quantity: number, price: string) => `${quantity} × ${price}`,
  warranty: (price: string) => `с гарантией, +${price}`,
  sum: 'Сумма',
  status: 'Статус',
  loading: 'Загружаем заказ…',
  noOrder: 'Номер заказа не указан. Все заказы — в личном кабинете.',
  loadError: 'Не удалось загрузить заказ. Он сохранён — его можно найти в личном кабинете.',
  nextInvoice:
    'Счёт на оплату придёт на электронную почту организации. Менеджер свяжется с вами, чтобы подтвердить наличие и доставку.',
  nextPaid:
    'Мы получили оплату и начали собирать заказ. Менеджер свяжется с вами, когда он будет готов к отгрузке.',
  nextFailed:
    'Деньги не списаны. Попробуйте оплатить ещё раз или выберите оплату по счёту — заказ сохранён и ждёт оплаты.',
  nextChecking: 'Проверяем оплату у банка — это займёт несколько секунд.',
  nextCancelled:
    'Заказ отменён. Если деньги успели списаться, они вернутся на карту — обычно в течение нескольких дней.',
  nextRefunded: 'Деньги за заказ возвращены на карту. Срок зачисления зависит от банка.',
  /** Page titles by the payment's real status (the address only says where the bank sent back). */
  titleChecking: 'Проверяем оплату',
  titleCancelled: 'Заказ отменён',
  titleRefunded: 'Деньги возвращены',
  payAgain: 'Оплатить ещё раз',
  toAccount: 'Мои заказы',
  toShop: 'Продолжить покупки',
} as const
