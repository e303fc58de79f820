/** Russian texts the catalogue, search and arrivals answers carry. */
export const catalogTexts = {
  catalog: 'Каталог',
  catalogTitle: 'Каталог запчастей для грузовиков',
  catalogH1: 'Каталог запчастей',
  partsFor: (what: string) => `Запчасти ${what}`,
  partsForTrucks: (what: string) => `Запчасти для грузовиков: ${what}`,
  usedArrivals: 'Поступления на разборку',
  newCondition: 'Новые',
  usedCondition: 'Б/у',
  partNotFound: 'Запчасть не найдена',
  crossGroupNotFound: 'Кросс-группа не найдена',
  nodeNotFound: 'Узел не найден',
  catalogNotFound: (segment: string) => `Раздел каталога не найден: ${segment}`,
  pageMetaNotFound: (page: string) => `Нет мета-данных для страницы ${page}`,
  markNotFound: 'Марка не найдена',
  truckNotFound: 'Машина не найдена',
  historyNotFound: 'Запрос не найден в истории поиска',
  truckOnlyWithoutTruck: 'Выберите грузовик, чтобы показать только подходящие ему запчасти',
  characteristics: {
    article: 'Артикул',
    mark: 'Марка',
    model: 'Модель',
    node: 'Узел',
    condition: 'Состояние',
    usedNumber: 'Б/у номер',
  },
  partDescription: (part: string, truck: string, used: boolean) =>
    used
      ? `${part} для ${truck}, б/у, снят с машины в разборке. Проверен, с гарантией на установку.`
      : `${part} для ${truck}, новая запчасть. Подбор по артикулу и аналогам.`,
  truckDescription: (engine: string, mileageKm: number) =>
    `Двигатель ${engine}, пробег ${mileageKm.toLocaleString('ru-RU')} км. Машина в разборке: запчасти снимаем под заказ.`,
} as const
