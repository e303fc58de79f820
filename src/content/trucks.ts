/** Russian texts of «Мои грузовики» (docs/product.md#the-fleet); the VIN's refusals come from
 * the server (rules/vin.ts). */
export const trucksText = {
  title: 'Мои грузовики',
  empty: 'В парке пока нет грузовиков. Добавьте первый — по VIN марка и год заполнятся сами.',
  add: 'Добавить грузовик',
  columns: {
    name: 'Название',
    truck: 'Марка и модель',
    year: 'Год',
    vin: 'VIN',
    plate: 'Госномер',
    mileage: 'Пробег, км',
    actions: 'Действия',
  },
  edit: 'Изменить',
  editLabel: (name: string) => `Изменить грузовик «${name}»`,
  remove: 'Удалить',
  removeLabel: (name: string) => `Удалить грузовик «${name}»`,
  removeConfirm: (name: string) => `Удалить грузовик «${name}» из парка?`,
  removed: 'Грузовик удалён',
  saved: 'Грузовик сохранён',
  cancel: 'Отмена',
  save: 'Сохранить',
  formTitleNew: 'Новый грузовик',
  formTitleEdit: (name: string) => `Грузовик «${name}»`,
  fields: {
    name: 'Название',
    nameHint: 'Как вы его зовёте: «Тягач №7»',
    mark: 'Марка',
    model: 'Модель',
    noModel: 'Не указана',
    year: 'Год выпуска',
    vin: 'VIN',
    vinHint: '17 знаков; марка и год заполнятся по VIN',
    chassis: 'Номер шасси',
    plate: 'Госномер',
    mileage: 'Пробег, км',
  },
  decoding: 'Читаем VIN…',
  decoded: (maker: string, year: number | null, plant: string) =>
    `По VIN: ${maker}${year ? `, ${year} год` : ''} (${plant}). Проверьте марку и год.`,
  decodedNotInCatalogue: (maker: string) =>
    `По VIN это ${maker}, но такой марки нет в каталоге магазина — выберите марку сами.`,
  /** What the online VIN catalogue answered (VinCatalogueAnswer). */
  catalogue: {
    heading: (provider: string) => `Ответ онлайн-каталога ${provider}`,
    exact: (truck: string, year: number | null, engine: string | null) =>
      `${truck}${year ? `, ${year} год` : ''}${engine ? `, двигатель ${engine}` : ''}`,
    choose: (model: string) => `Выбрать модель ${model}`,
    chosen: 'Модель выбрана по ответу каталога.',
    notInShop: 'Такой модели нет в каталоге магазина — выберите ближайшую сами.',
    oemTitle: 'Номера OEM',
    searchLabel: (number: string) => `Искать запчасти по номеру ${number}`,
  },
  problems: {
    required: 'Заполните поле',
    notWholeNumber: 'Введите целое число',
  },
}
