/** Russian texts of the order-success modal (spec 2.3, 9). */
export const checkoutText = {
  successTitle: 'Заказ оформлен',
  orderNumber: (number: string) => `Заказ №${number}`,
  date: 'Дата',
  sum: 'Сумма',
  thanks: 'Менеджер свяжется с вами, чтобы подтвердить заказ и доставку.',
  close: 'Хорошо',
} as const
