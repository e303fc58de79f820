/** Russian texts of the order-success modal (docs/product.md#checkout). */
export const checkoutText = {
  successTitle: 'Заказ оформлен',
  orderNumber: (number: string) => `Заказ №${number}`,
  date: 'Дата',
  sum: 'Сумма',
  thanks: 'Менеджер свяжется с вами, чтобы подтвердить заказ и доставку.',
  close: 'Хорошо',
} as const
