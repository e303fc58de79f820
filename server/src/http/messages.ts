/** Texts of the HTTP layer (errors in the spec's shape). */
export const httpMessages = {
  invalidValue: 'Неверное значение',
  checkInput: 'Проверьте введённые данные',
  serverError: 'Внутренняя ошибка сервера',
  jsonOnly: 'Отправьте данные в формате JSON',
  notFound: (path: string) => `Not found: ${path}`,
} as const
