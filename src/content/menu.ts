/** Texts of the catalogue mega menu (docs/product.md#catalogue-menu). */
export const megaMenuTexts = {
  label: 'Каталог запчастей',
  byMark: 'Запчасти по маркам',
  byNode: 'Запчасти по узлам',
  aggregations: 'Агрегаты в сборе',
  fullCatalog: 'Весь каталог',
  nodes: 'Узлы',
  searchLabel: 'Поиск по наименованию',
  searchPlaceholder: 'Например, фильтр',
  chooseNode: 'Выберите узел слева или найдите запчасть по наименованию.',
  nothingFound: 'Ничего не найдено',
  loading: 'Загрузка…',
  failed: 'Не удалось загрузить каталог. Попробуйте ещё раз.',
  retry: 'Повторить',
  close: 'Закрыть каталог',
  partNamesOf: (node: string) => `Запчасти: ${node}`,
} as const
