import { cartPartNotFoundText } from '@gruzovik/rules'

/** Russian texts of the cart module (shown under the fields); a refused quantity says the
 * orderable quantity rule's words (quantityRefusalText of @gruzovik/rules), an unknown part the
 * words the shop's buy form says too (cartPartNotFoundText). */
export const cartMessages = {
  partNotFound: cartPartNotFoundText,
  notInCart: 'Этой запчасти нет в корзине',
  lineSoldOut: (article: string) => `Арт. ${article}: товар закончился — проверьте список снова`,
  warrantyNotFound: 'Такой гарантии у этой запчасти нет',
  noSession: 'Нет идентификатора сессии: обновите страницу',
  checkInput: 'Проверьте введённые данные',
  foreignForm:
    'Запрос пришёл не со страницы магазина: откройте страницу запчасти и нажмите «В корзину» ещё раз',
} as const
