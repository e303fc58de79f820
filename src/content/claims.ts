import {
  type ClaimKind,
  type ClaimReason,
  type ClaimState,
  claimKindTitles,
  claimPhotoLimits,
  claimReasons,
  claimStateTitles,
} from '@gruzovik/rules'

const megabytes = Math.round(claimPhotoLimits.maxBytes / 1024 / 1024)

/** Russian texts of /account/returns and the claim form (docs/product.md#claims). */
export const claimsText = {
  title: 'Возвраты и гарантия',
  empty:
    'Заявок пока нет. Оформить возврат или гарантию можно со страницы заказа: кнопка «Вернуть / гарантия» у полученного товара.',
  claim: (number: number) => `Заявка №${number}`,
  order: (number: number) => `заказ №${number}`,
  pieces: (quantity: number) => `${quantity} шт.`,
  filed: (date: string) => `от ${date}`,
  state: 'Статус',
  history: 'История',
  rejected: (reason: string) => `Причина отказа: ${reason}`,
  photos: 'Фото',
  photo: (index: number) => `Фото ${index}`,
  mileage: (km: number) => `пробег ${km.toLocaleString('ru-RU')} км`,
  states: claimStateTitles as Readonly<Record<ClaimState, string>>,
  kinds: claimKindTitles as Readonly<Record<ClaimKind, string>>,
  reasons: Object.fromEntries(
    Object.entries(claimReasons).map(([key, reason]) => [key, reason.title]),
  ) as Readonly<Record<ClaimReason, string>>,
}

export const claimFormText = {
  title: 'Возврат или гарантия',
  open: 'Вернуть / гарантия',
  openFor: (title: string) => `Вернуть / гарантия: ${title}`,
  back: 'К заказу',
  line: (title: string, article: string) => `${title}, арт. ${article}`,
  received: (quantity: number) => `Получено: ${quantity} шт.`,
  kind: 'Что оформить',
  kindHints: {
    return: 'Возврат: деталь не понадобилась или не подошла',
    warranty: 'Гарантия: деталь неисправна',
  } as Readonly<Record<ClaimKind, string>>,
  reason: 'Причина',
  quantity: 'Количество, шт.',
  description: 'Опишите, что случилось',
  mileage: 'Пробег с момента установки, км',
  mileageHint: 'Для б/у двигателя и коробки передач',
  photos: `Фото (до ${claimPhotoLimits.maxPhotos}, JPEG, PNG, HEIC или WebP, до ${megabytes} МБ)`,
  addPhotos: 'Добавить фото',
  removePhoto: (index: number) => `Убрать фото ${index}`,
  uploading: 'Загружаем фото…',
  tooManyPhotos: `Не больше ${claimPhotoLimits.maxPhotos} фото`,
  photoTooLarge: (name: string) => `«${name}» больше ${megabytes} МБ`,
  photoType: (name: string) => `«${name}» — не фото: загрузите JPEG, PNG, HEIC или WebP`,
  submit: 'Отправить заявку',
  sending: 'Отправляем…',
  chooseReason: 'Выберите причину',
  describe: 'Опишите, что случилось',
  quantityRange: (max: number) => `Укажите от 1 до ${max} шт.`,
  notReceived: 'Этот товар ещё не получен: заявку можно оформить после получения.',
  lineNotFound: 'Такого товара нет в заказе.',
  sent: (number: number) => `Заявка №${number} отправлена`,
}
