export const appUpdatesText = {
  newVersion: 'Вышла новая версия магазина: она откроется при следующем переходе по ссылке.',
} as const
