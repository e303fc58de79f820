/** Russian texts of «Заказ по списку» (docs/product.md#order-from-a-list). */
const rowsWord = (n: number) => {
  const tens = n % 100
  const ones = n % 10
  if (tens >= 11 && tens <= 14) return 'строк'
  if (ones === 1) return 'строка'
  if (ones >= 2 && ones <= 4) return 'строки'
  return 'строк'
}
const grouped = (n: number) => n.toLocaleString('ru-RU').replace(/\s/g, ' ')

export const orderListMessages = {
  checkFile: 'Файл не прочитан',
  emptyFile: 'Файл пустой — в нём нет строк',
  headerOnly: 'В файле только заголовок — добавьте строки с артикулами',
  noRows: 'Нет строк с артикулами',
  tooManyRows: (rows: number, max: number) =>
    `В файле ${grouped(rows)} ${rowsWord(rows)} с артикулами, можно до ${grouped(max)}. Разделите список на части`,
  passwordProtected: 'Файл защищён паролем. Снимите пароль в Excel и загрузите снова',
  legacyXls:
    'Формат .xls (Excel 97–2003) не читается. Сохраните файл в Excel как .xlsx или .csv и загрузите снова',
  wordDocument:
    'Это документ Word, а не таблица. Скопируйте строки в Excel и сохраните как .xlsx, или вставьте их текстом',
  notSpreadsheet: 'Файл не похож на таблицу. Загрузите .xlsx или .csv, или вставьте строки текстом',
  corrupt: 'Файл повреждён и не открывается. Откройте его в Excel, сохраните заново и загрузите',
  noSheet: 'В книге нет листа с данными',
  mergedCells: (range: string, first: string) =>
    `ячейки ${range} объединены — взято значение ${first}`,
  formulaWithoutValue: (cell: string) =>
    `в ${cell} формула без сохранённого значения — откройте файл в Excel и сохраните его`,
  skippedEmpty: (count: number) => `Пропущено пустых строк: ${count}`,
  row: (line: number, text: string) => `Строка ${line}: ${text}`,
  columnTitle: (letter: string) => `Столбец ${letter}`,

  // rows of the resolution
  notFound: (article: string) => `Артикул «${article}» не найден`,
  noArticle: 'В строке нет артикула',
  chooseBrand: (count: number) => `Артикул есть у ${count} брендов — выберите нужный`,
  soldOut: 'Нет в наличии',
  soldOutWithAnalogues: 'Нет в наличии — есть аналоги',
  onlyInStock: (max: number, requested: number) =>
    `В наличии только ${max} шт. из ${requested} — в корзину пойдёт ${max}`,
  usedOnlyOne: 'Б/у запчасть есть в единственном экземпляре — в корзину пойдёт 1',
  badQuantity: (text: string) => `Количество «${text}» не распознано — укажите целое число штук`,
  negativeQuantity: (text: string) => `Количество «${text}» меньше единицы — укажите от 1 шт.`,
  fractionalQuantity: (text: string) => `Количество «${text}» дробное — укажите целое число штук`,
  tooBigQuantity: (text: string, max: number) =>
    `Количество «${text}» слишком большое — не больше ${grouped(max)} шт.`,

  // lists and the cart import
  listNotFound: 'Список не найден',
  partNotFound: 'Запчасть не найдена',
  partSoldOut: (article: string) => `«${article}»: товар закончился`,
  forbidden: 'Недостаточно прав',
} as const

/** Column titles of the workbooks (the import reads its own export back by them). */
export const workbookTitles = {
  line: 'Строка',
  article: 'Артикул',
  brand: 'Бренд',
  name: 'Наименование',
  quantity: 'Количество',
  requested: 'Запрошено',
  status: 'Статус',
  note: 'Примечание',
  price: 'Цена, ₽',
  sum: 'Сумма, ₽',
  total: 'Итого',
  cartSheet: 'Корзина',
  resultSheet: 'Результат',
  notFoundSheet: 'Не найдено',
} as const
