/** The header's menus, the mobile menu and the bottom bar: labels and fixed links
 * (docs/product.md#screen-layout). */

export interface NavLinkItem {
  label: string
  href: string
}

/** The buying conditions: payment, delivery, warranty, completeness, reserve alerts (the footer's
 * "Покупателям" column lists just these). */
export const buyingTermsLinks: readonly NavLinkItem[] = [
  { label: 'Оплата', href: '/oplata_usloviya' },
  { label: 'Доставка', href: '/dostavka_usloviya' },
  { label: 'Гарантия и возврат', href: '/garantiya_i_vozvrat' },
  { label: 'Типы комплектации', href: '/komplekt_types' },
  { label: 'Уведомления о резерве', href: '/reserve_alerts' },
]

/** Покупателям: the pages for buyers. */
export const buyersLinks: readonly NavLinkItem[] = [
  ...buyingTermsLinks,
  { label: 'Для СТО', href: '/for_sto' },
  { label: 'Выкуп грузовиков', href: '/buy_trucks' },
  { label: 'Заказ по списку', href: '/zakaz_po_spisku' },
]

/** Контакты: the four branch pages. */
export const contactLinks: readonly NavLinkItem[] = [
  { label: 'Санкт-Петербург', href: '/kont_spb_shush' },
  { label: 'Москва', href: '/kont_msk' },
  { label: 'Красноярск', href: '/kont_krs' },
  { label: 'Краснодар', href: '/kont_krd' },
]

export const paths = {
  home: '/',
  catalog: '/catalog',
  orderList: '/zakaz_po_spisku',
  arrivals: '/razborka',
  payment: '/oplata_usloviya',
  delivery: '/dostavka_usloviya',
  contacts: '/kont_spb_shush',
  catalogBy: (slug: string) => `/catalog/${slug}`,
  arrivalsBy: (slug: string) => `/razborka/${slug}`,
} as const

export const shellLabels = {
  /** Said (to screen readers) while the next page loads. */
  pageLoading: 'Загружаем страницу…',
  mainNav: 'Основное меню',
  login: 'Войти',
  logo: 'Грузовик — на главную',
} as const

/** The desktop menu's top level, left to right. */
export const desktopMenuLabels = {
  catalog: 'Каталог',
  orderList: 'Заказ по списку',
  buyers: 'Покупателям',
  arrivals: 'Поступления б/у',
  payment: 'Оплата',
  delivery: 'Доставка',
  contacts: 'Контакты',
  allArrivals: 'Все поступления',
  noData: 'Список пока недоступен',
} as const

export const mobileMenuLabels = {
  title: 'Меню',
  back: 'Назад',
  main: 'Главная',
  catalog: 'Каталог',
  buyers: 'Покупателям',
  arrivals: 'Поступления б/у',
  contacts: 'Контакты',
  marks: 'Запчасти по маркам',
  nodes: 'Запчасти по узлам',
  aggregations: 'Агрегаты в сборе',
  visualCatalog: 'Визуальный каталог',
  fullCatalog: 'Весь каталог',
  allArrivals: 'Все поступления',
  loading: 'Загрузка…',
  failed: 'Не удалось загрузить меню. Попробуйте ещё раз.',
  retry: 'Повторить',
} as const

export const bottomBarLabels = {
  nav: 'Нижняя панель',
  home: 'Главная',
  menu: 'Меню',
} as const

/** The header's five phone places, left to right (docs/product.md#phone-display). */
export const headerPhonePlaces = [
  { branch: 'spb', label: 'Санкт-Петербург' },
  { branch: 'msk', label: 'Москва' },
  { branch: 'krs', label: 'Красноярск' },
  { branch: 'krd', label: 'Краснодар' },
  { branch: 'sto', label: 'СТО' },
] as const

export const headerTexts = {
  phones: 'Телефоны филиалов',
  showPhones: 'Телефоны',
  hidePhones: 'Скрыть телефоны',
} as const
