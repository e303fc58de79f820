/** Site-wide texts (docs/product.md#audience-and-access): the default head and the shell's fixed
 * words. */
export const site = {
  name: 'Грузовик',
  defaultTitle: 'Грузовик — запчасти для грузовиков',
  defaultDescription:
    'Большой выбор качественных запчастей для грузовиков с быстрой доставкой по всей России.',
  skipToContent: 'Перейти к содержимому',
  footerNote: '© Грузовик — новые и б/у запчасти для грузовой техники',
  loading: 'Загрузка…',
  pageTitle: (heading: string) => `${heading} — Грузовик`,
} as const

export const errorPage = {
  title: (code: number) => `Ошибка ${code}`,
  notFound: 'Страница не найдена',
  note: 'Возможно, адрес набран с ошибкой, страница недоступна или была удалена.',
  otherError: 'Что-то пошло не так',
  otherNote: 'Попробуйте обновить страницу. Если ошибка повторится, позвоните нам.',
  home: 'На главную',
  address: (path: string) => `Адрес: ${path}`,
} as const
