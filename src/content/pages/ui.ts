/** The few fixed words around content pages. */
export const contentTexts = {
  related: 'Смотрите также',
  updated: (date: string) => `Редакция от ${date}`,
  from: (amount: string) => `от ${amount}`,
  callUs: 'Позвоните нам',
} as const
