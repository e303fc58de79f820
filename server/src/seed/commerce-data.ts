/** Demo customers of a Russian truck-parts shop: B2B accounts as 1C knows them. */
export const demoAccounts = [
  {
    name: 'ООО «ТрансЛогистик»',
    externalIdOnec: '000123',
    people: [
      {
        phone: '79990000001',
        fullName: 'Петров Иван Сергеевич',
        email: 'ivan@translogistic.ru',
        permissions: 'all' as const,
      },
      {
        phone: '79990000003',
        fullName: 'Сидоров Пётр Ильич',
        email: 'petr@translogistic.ru',
        permissions: [
          'order.show',
          'favourite.show',
          'informReceipt.show',
          'recipient.show',
          'list.show',
          'truck.show',
        ],
      },
      {
        phone: '79990000007',
        fullName: 'Морозова Анна Сергеевна',
        email: 'buh@translogistic.ru',
        // The bookkeeper: sees the account's orders and their invoices.
        permissions: ['order.show', 'contractor.show'],
      },
    ],
    counterparties: [
      {
        type: 'legal' as const,
        title: 'ООО «ТрансЛогистик»',
        inn: '7801234564',
        kpp: '780101001',
        ogrn: '1027800000000',
        legalAddress: 'г. Санкт-Петербург, пос. Шушары, Московское ш., д. 1',
      },
      {
        type: 'entrepreneur' as const,
        title: 'ИП Петров Иван Сергеевич',
        inn: '780123456724',
        kpp: null,
        ogrn: '304780000000000',
        legalAddress: 'г. Санкт-Петербург, ул. Софийская, д. 14',
      },
    ],
    addresses: [
      {
        city: 'Санкт-Петербург',
        address: 'пос. Шушары, ул. Ленсоветовская, д. 12',
        postcode: '196626',
        comment: 'Ворота 3, с 9 до 18',
      },
      { city: 'Красноярск', address: 'ул. Ленина, д. 10', postcode: '660000', comment: null },
    ],
    recipients: [
      {
        fullName: 'Иванов Иван Иванович',
        phone: '79990000004',
        passportSeries: '4010',
        passportNumber: '123456',
      },
      {
        fullName: 'Кузьмин Алексей Петрович',
        phone: '79990000006',
        passportSeries: '0405',
        passportNumber: '654321',
      },
    ],
  },
  {
    name: 'ИП Кузнецов Андрей Викторович',
    externalIdOnec: '000457',
    people: [
      {
        phone: '79990000005',
        fullName: 'Кузнецов Андрей Викторович',
        email: null,
        permissions: [
          'order.show',
          'favourite.show',
          'informReceipt.show',
          'address.show',
          'address.create',
          'address.edit',
          'address.delete',
        ],
      },
    ],
    counterparties: [],
    addresses: [
      { city: 'Москва', address: 'МКАД 41-й км, вл. 2', postcode: '119619', comment: null },
    ],
    recipients: [],
  },
]
