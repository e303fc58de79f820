/** Texts of the contacts pages and the phone display. */
export const contactsTexts = {
  address: 'Адрес',
  howToFind: 'Как добраться',
  phone: 'Телефон',
  email: 'Электронная почта',
  hours: 'Часы работы',
  map: 'На карте',
  otherBranches: 'Другие филиалы',
  service: 'Грузовой автосервис',
  serviceSite: 'Сайт автосервиса',
  serviceLead:
    'Ремонт и обслуживание грузовиков рядом со складом в Шушарах: установим купленные у нас запчасти.',
  lead: (city: string) =>
    `Склад, пункт выдачи заказов и менеджеры по подбору запчастей в городе ${city}. Перед приездом позвоните: проверим наличие и подготовим заказ.`,
  showNumber: (masked: string) => `Показать номер ${masked}`,
  /** Seen beside a masked number, so its «XX» reads as hidden, not as broken data. */
  showNumberHint: 'Показать номер',
  call: (full: string) => `Позвонить ${full}`,
} as const
