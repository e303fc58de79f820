/**
 * Every text the design system shows on its own. Components take an override prop for each,
 * so the shop can reword a label without touching the package.
 */
export const ru = {
  close: 'Закрыть',
  loading: 'Загрузка',
  emptyTitle: 'Ничего не найдено',
  search: 'Поиск',
  searchClear: 'Очистить поиск',
  phoneLabel: 'Телефон',
  phoneUnknownCode: 'Неизвестный код страны',
  codeLabel: 'Код из СМС',
  quantityLabel: 'Количество',
  quantityDecrease: 'Уменьшить количество',
  quantityIncrease: 'Увеличить количество',
  priceCurrent: 'Цена',
  priceOld: 'Старая цена',
  cartBadge: (count: number) => `Товаров в корзине: ${count}`,
  breadcrumbs: 'Навигация по разделам',
  /** The crumbs' list inside it, as react-aria labels it in Russian. */
  breadcrumbsList: 'Навигация',
  pagination: 'Страницы',
  paginationPrevious: 'Предыдущая страница',
  paginationNext: 'Следующая страница',
  paginationPage: (page: number) => `Страница ${page}`,
  notifications: 'Уведомления',
  selectPlaceholder: 'Выберите',
} as const

export type DesignSystemTexts = typeof ru
