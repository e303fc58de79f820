/** Russian texts of payments and the development bank page. */
export const paymentMessages = {
  notFound: 'Платёж не найден',
  devOnly: 'Тестовый банк недоступен в рабочем режиме',
  bankTitle: 'Тестовый банк — оплата заказа',
  bankOrder: (number: number) => `Заказ № ${number}`,
  bankPay: 'Оплатить',
  bankFail: 'Отказ в оплате',
  bankDone: 'Платёж уже обработан',
} as const
