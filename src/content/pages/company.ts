/** Company details shared by the legal texts (made up for the demo, but well-formed). */
export const company = {
  name: 'ООО «Грузовик»',
  fullName: 'Общество с ограниченной ответственностью «Грузовик»',
  inn: '7810629431',
  kpp: '781001001',
  ogrn: '1177847053625',
  legalAddress: '196084, Санкт-Петербург, ул. Коли Томчака, д. 28, литера А, помещение 12-Н',
  postalAddress: '196626, Санкт-Петербург, пос. Шушары, Московское шоссе, д. 70, корп. 4',
  bank: 'ПАО Сбербанк, Северо-Западный банк',
  account: '40702810355500012847',
  correspondentAccount: '30101810500000000653',
  bik: '044030653',
  director: 'Соколов Андрей Викторович',
  email: 'info@gruzovik.ru',
  privacyEmail: 'privacy@gruzovik.ru',
  privacyOfficer:
    'Лебедева Марина Олеговна, ответственная за организацию обработки персональных данных',
  phone: '+7 (812) 309-45-17',
  site: 'gruzovik.ru',
} as const
