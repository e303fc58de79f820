/** Texts of the HTTP layer (errors in the shape of docs/product.md#error-shape): every `message` a
 * customer can get is Russian. */
export const httpMessages = {
  invalidValue: 'Неверное значение',
  checkInput: 'Проверьте введённые данные',
  serverError: 'Внутренняя ошибка сервера',
  jsonOnly: 'Отправьте данные в формате JSON',
  notFound: 'Не найдено',
  badRequest: 'Некорректный запрос',
  badJson: 'Некорректный JSON',
  badUrl: 'Некорректный адрес запроса',
  methodNotAllowed: 'Метод не поддерживается',
  tooLarge: 'Слишком большой запрос',
  fileTooLarge: (megabytes: number) =>
    `Файл больше ${megabytes} МБ. Разделите список на части или сохраните его как .csv`,
  photoTooLarge: (megabytes: number) =>
    `Фото больше ${megabytes} МБ. Уменьшите его или сделайте снимок с меньшим разрешением`,
  uriTooLong: 'Слишком длинный адрес запроса',
  unsupportedMediaType: 'Неподдерживаемый формат данных',
  requestRefused: 'Запрос не выполнен',
  tooManyRequests: (seconds: number) => `Слишком много запросов, повторите через ${seconds} с`,
  headersTooLarge: 'Слишком большие заголовки запроса',
  requestTimeout: 'Запрос не получен вовремя',
} as const
