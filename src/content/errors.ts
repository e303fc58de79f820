/**
 * What the shop tells a buyer about a failed call (docs/product.md#errors): a sentence for what
 * happened and one for what to do next, by kind of failure (src/lib/errors/describe-failure.ts).
 */
export const errorText = {
  offline: 'Нет подключения к интернету.',
  network: 'Не удалось связаться с магазином.',
  timeout: 'Магазин не ответил вовремя.',
  refused: 'Действие не выполнено: данные изменились.',
  rejected: (status: number) => `Запрос не выполнен (ошибка ${status}).`,
  unauthorised: 'Время входа истекло.',
  rateLimited: 'Слишком много попыток подряд.',
  unavailable: 'Сервис временно недоступен.',
  next: {
    connection: 'Проверьте подключение к интернету и повторите.',
    later: 'Повторите через минуту.',
    checkCart: 'Проверьте корзину и повторите.',
    checkInput: 'Проверьте введённые данные и повторите.',
    login: 'Войдите снова и повторите.',
    wait: 'Подождите минуту и повторите.',
  },
} as const
