/** Russian texts of the cart module (shown under the fields). */
export const cartMessages = {
  partNotFound: 'Запчасть не найдена',
  notInCart: 'Этой запчасти нет в корзине',
  soldOut: 'Товар закончился!',
  lineSoldOut: (article: string) => `Арт. ${article}: товар закончился — проверьте список снова`,
  onlyInStock: (stock: number) => `Доступно только ${stock} шт.`,
  usedOnlyOne: 'Б/у запчасть есть в единственном экземпляре',
  warrantyNotFound: 'Такой гарантии у этой запчасти нет',
  noSession: 'Нет идентификатора сессии: обновите страницу',
  checkInput: 'Проверьте введённые данные',
  foreignForm:
    'Запрос пришёл не со страницы магазина: откройте страницу запчасти и нажмите «В корзину» ещё раз',
} as const
