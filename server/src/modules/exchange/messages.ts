/** Reasons 1C shows its operator after `failure` (and the exchange log keeps). */
export const exchangeMessages = {
  unauthorized: 'Неверный логин или пароль обмена',
  noSession: 'Сеанс обмена не начат: сначала checkauth',
  unknownMode: (type: string, mode: string) =>
    `Неизвестный режим обмена: type=${type}, mode=${mode}`,
  badFilename: (name: string) => `Недопустимое имя файла: ${name}`,
  noFile: (name: string) => `Файл ${name} не был загружен`,
  tooLarge: (limit: number) => `Файл больше допустимого размера ${limit} байт`,
  brokenZip: (detail: string) => `Архив повреждён: ${detail}`,
  encoding: (name: string) => `Неизвестная кодировка файла: ${name}`,
  notUtf8: 'Файл не в кодировке UTF-8, хотя объявлен в ней: проверьте кодировку выгрузки',
  malformed: (detail: string) => `Ошибка в XML: ${detail}`,
  notCommerceMl: 'Файл не похож на документ CommerceML',
  unknownFile: (name: string) => `Неизвестный файл обмена: ${name}`,
  unknownGroups: (ids: string[]) => `Товары ссылаются на неизвестные группы: ${ids.join(', ')}`,
  unknownProducts: (ids: string[]) =>
    `Предложения ссылаются на неизвестные товары: ${ids.join(', ')}`,
  missingField: (what: string, id: string) => `У элемента ${id || 'без Ид'} нет поля ${what}`,
  badNumber: (what: string, value: string, id: string) =>
    `Неверное число в поле ${what} у ${id}: «${value}»`,
  unknownPriceType: (typeId: string, offerIds: string[], total: number) =>
    `Тип цены ${typeId || '(без ИдТипаЦены)'} не объявлен ни в этом, ни в прежних обменах: его цены не загружены, прежняя цена осталась (предложений: ${total} — ${offerIds.join(', ')}). Выгрузите из 1С типы цен (ТипыЦен) и повторите обмен`,
  undeclaredPriceSetting: (variable: string, setting: string) =>
    `Тип цены «${setting}» (${variable}) не объявлен ни в этом, ни в прежних обменах, и цен с таким Ид в файле нет: цены этого типа не обновлены. Проверьте настройку или выгрузите из 1С типы цен`,
  /** A fitment value (EXCHANGE_PROPERTY_FITMENT) that names no model of the shop: skipped. */
  fitRefused: (value: string, reason: string, ids: string[], total: number) =>
    `Применяемость «${value}» не загружена: ${reason} (товаров: ${total} — ${ids.join(', ')})`,
  fitRefusedMore: (values: number) =>
    `Ещё ${values} значений применяемости не загружены: проверьте марки и модели в 1С`,
  fitProblems: {
    no_make: 'такой марки нет на сайте',
    no_model: 'такой модели этой марки нет на сайте',
    make_only: 'указана только марка, нужна модель («MAN TGS 2007–2020»)',
    bad_years: 'годы выпуска указаны неверно',
  },
  /** A status file's order the shop does not have: logged, the file's other orders still apply. */
  photoNotFound: 'Фото заявки не найдено',
  unknownOrderSkipped: (number: string) => `Заказ ${number}: такого заказа нет на сайте, пропущен`,
  /** New lines of 1C's Товары that replace nothing (no line went missing for them). */
  unknownLines: (number: string, lines: string) =>
    `Заказ ${number}: строки ${lines} нет в заказе и они ничего не заменяют, не применены`,
  /** A Документ whose lines would move backwards: nothing of it is applied. */
  linesRefused: (number: string, reasons: string) =>
    `Заказ ${number}: документ не применён, строки не идут назад: ${reasons}`,
  linesChangedMeanwhile: (number: string) =>
    `Заказ ${number}: строки изменились одновременно с обменом, документ не применён, повторите обмен`,
  statusRefused: (number: string, wanted: string, current: string, reason: string) =>
    `Заказ ${number}: статус «${wanted}» не применён (сейчас «${current}»): ${reason}`,
  refusalReasons: {
    not_allowed: 'такого перехода нет в жизненном цикле заказа',
    card_unpaid: 'заказ с оплатой картой не оплачен, оплату отмечает только платёжная система',
    changed_meanwhile: 'заказ изменили одновременно с обменом, повторите обмен',
  },
  importFailed: 'Загрузка прервана внутренней ошибкой сервера, подробности в журнале обмена',
} as const

/** The exchange log as the operator reads it (`npm run exchange:log`, `?mode=log`). */
export const exchangeLogTexts = {
  success: 'успешно',
  failure: 'ОШИБКА',
  changed: 'изменено',
  nothingChanged: 'ничего не изменилось',
  empty: 'Журнал обмена пуст',
  counts: {
    groups: 'групп',
    products: 'товаров в файле',
    inserted: 'новых товаров',
    updated: 'изменённых товаров',
    removed: 'снятых с продажи',
    offers: 'предложений в файле',
    pricesChanged: 'изменённых цен и остатков',
    documents: 'документов',
    moved: 'заказов переведено',
    unchanged: 'заказов без изменений',
    refused: 'статусов отклонено',
    sessions: 'сеансов удалено',
  },
  staleSession: (hours: number) =>
    `Сеанс обмена удалён: 1С не обращалась больше ${hours} ч, загруженные файлы удалены`,
  staleImport: (filename: string) => `Загрузка ${filename} не завершена: сеанс обмена устарел`,
} as const
