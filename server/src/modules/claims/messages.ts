import { claimPhotoLimits } from '@gruzovik/rules'

const dateText = (iso: string) => iso.split('-').reverse().join('.')

/** Russian texts of the claims module (docs/product.md#claims). */
export const claimMessages = {
  notFound: 'Заявка не найдена',
  lineNotFound: 'Такой позиции нет в заказе',
  notShipped: 'Позиция ещё не получена: заявку можно оформить после получения',
  fullyClaimed: 'На все полученные штуки этой позиции уже оформлены заявки',
  tooMany: (left: number) =>
    `Можно указать не больше ${left} шт.: столько получено и ещё не заявлено`,
  reasonOfKind: 'Выберите причину из списка для этого вида заявки',
  description: 'Опишите, что случилось',
  mileage: 'Укажите пробег с момента установки, км',
  tooManyPhotos: `Не больше ${claimPhotoLimits.maxPhotos} фото`,
  photosGone: 'Фото не найдено: загрузите его снова',
  returnTermOver: (ends: string) => `Срок возврата закончился ${dateText(ends)}`,
  warrantyTermOver: (ends: string) => `Срок гарантии закончился ${dateText(ends)}`,
  notAPhoto: 'Файл не похож на фото: загрузите JPEG, PNG, HEIC или WebP',
  brokenPhoto: 'Фото не открывается: сохраните его заново и загрузите',
  noPhoto: 'Выберите фото',
  photoNotFound: 'Фото не найдено',
  /** The exchange log (1C's status file). */
  unknownClaim: (number: string) => `Заявка №${number} не найдена: статус не применён`,
  unknownState: (number: string, state: string) =>
    `Заявка №${number}: неизвестный статус «${state}», не применён`,
  backwards: (number: string, from: string, to: string) =>
    `Заявка №${number}: статус «${to}» после «${from}» не применён — назад заявка не движется`,
  rejectNeedsReason: (number: string) =>
    `Заявка №${number}: отказ без причины не применён — укажите «Причина отказа»`,
  changedMeanwhile: (number: string) =>
    `Заявка №${number}: статус изменился во время обмена, повторите выгрузку`,
  refundFailed: (number: string, reason: string) =>
    `Заявка №${number}: возврат денег не выполнен (${reason}), повторится при следующем обмене`,
} as const
