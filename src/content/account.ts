/** Russian texts of the account module (docs/product.md#account-area: sidebar, menu, the list
 * pages). */

export const accountMenuText: Record<string, string> = {
  company: 'Компания',
  orders: 'Заказы',
  other: 'Прочее',
  users: 'Представители',
  contractors: 'Контрагенты',
  addresses: 'Адреса доставки',
  recipients: 'Получатели',
  ordersAll: 'Все заказы',
  ordersWork: 'В работе',
  ordersWaitPay: 'Ожидают оплаты',
  ordersReturn: 'Возвраты',
  claims: 'Возвраты и гарантия',
  favourites: 'Избранное',
  informReceipts: 'Сообщить о поступлении',
  lists: 'Списки для заказа',
  trucks: 'Мои грузовики',
}

export const accountText = {
  moduleTitle: 'Личный кабинет',
  profile: 'Профиль',
  menuLabel: 'Меню личного кабинета',
  externalId: (id: string) => `Код клиента: ${id}`,
  noExternalId: 'Код клиента ещё не присвоен',
  toShop: 'В магазин',
  logout: 'Выйти',
  logoutEverywhere: 'Выйти на всех устройствах',
  logoutEverywhereTitle: 'Выйти на всех устройствах?',
  logoutEverywhereText:
    'Вход перестанет действовать на всех телефонах и компьютерах, включая этот. Чтобы вернуться, войдите по коду из SMS.',
  logoutEverywhereConfirm: 'Выйти везде',
  logoutEverywhereCancel: 'Остаться',
  loginTitle: 'Войдите, чтобы открыть личный кабинет',
  loginText: 'Кабинет доступен покупателям, вошедшим по номеру телефона.',
  loginButton: 'Войти',
  loading: 'Загрузка…',
  forbiddenCode: '403',
  forbiddenTitle: 'Нет доступа',
  forbiddenText:
    'У вашей учётной записи нет права на этот раздел. Обратитесь к администратору вашей компании.',
  forbiddenBack: 'Вернуться в профиль',
  notFoundTitle: 'Страница не найдена',
  loadError: 'Не удалось загрузить данные. Проверьте соединение и попробуйте ещё раз.',
  retry: 'Повторить',
  create: 'Добавить',
  edit: 'Изменить',
  delete: 'Удалить',
  save: 'Сохранить',
  cancel: 'Отмена',
  actions: 'Действия',
  confirmDeleteTitle: 'Удалить запись?',
  confirmDeleteText: (name: string) => `«${name}» будет удалена без возможности восстановления.`,
  saved: 'Сохранено',
  deleted: 'Удалено',
  required: 'Заполните поле',
  emptyTitle: 'Ничего не найдено',
  emptyText: 'Здесь пока пусто.',
} as const

export const profileText = {
  title: 'Профиль',
  lastName: 'Фамилия',
  firstName: 'Имя',
  middleName: 'Отчество',
  email: 'Электронная почта',
  phone: 'Телефон',
  phoneNote: 'Телефон меняется только через поддержку',
  orderNotices: 'Сообщать о заказах после оформления',
  /** Where the messages go: SMS always, the e-mail too when the profile has one. */
  orderNoticesNote: (email: string | null) =>
    email
      ? `SMS и письмо на ${email}: заказ подтверждён с изменениями, ждёт в филиале, отправлен, позиция отменена. Ночью (21:00–09:00 по Москве) — утром.`
      : 'SMS: заказ подтверждён с изменениями, ждёт в филиале, отправлен, позиция отменена. Ночью (21:00–09:00 по Москве) — утром.',
} as const

export const representativesText = {
  title: 'Представители',
  fullName: 'ФИО',
  phone: 'Телефон',
  email: 'Электронная почта',
  empty: 'Представителей пока нет.',
} as const

export const counterpartiesText = {
  title: 'Контрагенты',
  type: 'Тип',
  types: { legal: 'Юридическое лицо', entrepreneur: 'ИП' },
  name: 'Название',
  inn: 'ИНН',
  kpp: 'КПП',
  ogrn: 'ОГРН / ОГРНИП',
  legalAddress: 'Юридический адрес',
  empty: 'Контрагентов пока нет. Добавьте организацию, чтобы оплачивать заказы по счёту.',
} as const

export const addressesText = {
  title: 'Адреса доставки',
  city: 'Город',
  address: 'Адрес',
  postcode: 'Индекс',
  comment: 'Комментарий',
  empty: 'Сохранённых адресов пока нет.',
} as const

export const recipientsText = {
  title: 'Получатели',
  fullName: 'ФИО',
  phone: 'Телефон',
  passport: 'Паспорт',
  passportSeries: 'Серия паспорта',
  passportNumber: 'Номер паспорта',
  show: 'Показать',
  hide: 'Скрыть',
  showLabel: (name: string) => `Показать паспорт: ${name}`,
  hideLabel: (name: string) => `Скрыть паспорт: ${name}`,
  empty: 'Получателей пока нет.',
} as const

export const ordersText = {
  titles: {
    all: 'Все заказы',
    work: 'Заказы в работе',
    'wait-pay': 'Заказы, ожидающие оплаты',
    return: 'Возвраты',
  },
  number: 'Номер',
  date: 'Дата',
  status: 'Статус',
  items: 'Позиций',
  sum: 'Сумма',
  payment: 'Оплата',
  truck: 'Грузовик',
  /** An order for no truck (docs/product.md#orders-for-a-truck). */
  noTruck: '—',
  /** The truck an order is for: «Тягач №7 — MAN TGS, 2015». */
  truckLabel: (truck: { name: string; model: string | null; year: number | null }) =>
    [truck.name, [truck.model, truck.year].filter(Boolean).join(', ')].filter(Boolean).join(' — '),
  pay: 'Оплатить',
  cancel: 'Отменить заказ',
  cancelLabel: (number: string) => `Отменить заказ №${number}`,
  cancelTitle: 'Отменить заказ?',
  cancelText: (number: string) =>
    `Заказ №${number} будет отменён, зарезервированный товар вернётся в продажу. Вернуть заказ после отмены нельзя.`,
  keep: 'Не отменять',
  cancelled: (number: string) => `Заказ №${number} отменён`,
  statuses: {
    new: 'Новый',
    work: 'В работе',
    wait_pay: 'Ожидает оплаты',
    paid: 'Оплачен',
    shipped: 'Отгружен',
    done: 'Выполнен',
    cancelled: 'Отменён',
    return: 'Возврат',
  },
  methods: { card: 'Картой онлайн', invoice: 'По счёту' },
  empty: 'Заказов в этом разделе нет.',
  toCatalog: 'Перейти в каталог',
} as const

export const favouritesText = {
  title: 'Избранное',
  article: 'Артикул',
  price: 'Цена',
  remove: 'Убрать',
  removeLabel: (title: string) => `Убрать из избранного: ${title}`,
  removed: 'Убрано из избранного',
  empty: 'В избранном пока ничего нет.',
} as const

export const informReceiptsText = {
  title: 'Сообщить о поступлении',
  part: 'Запчасть',
  article: 'Артикул',
  stock: 'В наличии',
  since: 'Подписка с',
  unsubscribe: 'Отписаться',
  unsubscribeLabel: (title: string) => `Отписаться: ${title}`,
  removed: 'Подписка отменена',
  empty: 'Подписок на поступление нет.',
  channel: 'Как сообщить',
  channels: { sms: 'SMS', email: 'E-mail' },
  emailNeedsProfile: 'Укажите e-mail в профиле',
  channelChanged: 'Способ уведомления изменён',
  notified: 'Уведомление',
  /** «Уведомлено 28.11»: when the last arrival notice went out. */
  notifiedOn: (dayMonth: string) => `Уведомлено ${dayMonth}`,
  notNotified: '—',
} as const
