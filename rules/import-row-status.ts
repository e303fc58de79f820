/**
 * The statuses of a row of «Заказ по списку» (the contract's ImportRowStatus) and the words a
 * buyer reads for them, one set for both places they show: the shop's table of the list and the
 * result workbook the server writes (docs/product.md#order-from-a-list).
 */
export const importRowStatuses = [
  'found',
  'choose_brand',
  'short',
  'sold_out',
  'not_found',
  'bad_quantity',
] as const

export type ImportRowStatus = (typeof importRowStatuses)[number]

export const importRowStatusTitles: Readonly<Record<ImportRowStatus, string>> = {
  found: 'Найдено',
  choose_brand: 'Выберите бренд',
  short: 'Меньше, чем нужно',
  sold_out: 'Нет в наличии',
  not_found: 'Не найдено',
  bad_quantity: 'Количество не распознано',
}
