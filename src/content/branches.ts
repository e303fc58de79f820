/**
 * Branches and the service station: addresses, phones and map points.
 * `html_class` is the call-tracking selector of a phone (docs/product.md#call-tracking);
 * coordinates are `[longitude, latitude]`, the order Yandex Maps v3 expects.
 */

/** The service station's own site: the one address the contacts and the `/sto` redirect use. */
export const serviceStationSite = 'https://sto.gruzovik.ru'

export type BranchId = 'spb' | 'msk' | 'krs' | 'krd' | 'sto'

export interface BranchPhone {
  /** Digits with the country code, as call tracking delivers them: `+78123094517`. */
  phone_number: string
  html_class: string
}

/**
 * How a pickup branch hands out parts (the part page's «Наличие в филиалах»): a part in stock
 * there is picked up the same day; one in another branch's stock is brought over in
 * `transferDays`; the city courier takes `deliveryDays` more.
 */
export interface PickupTiming {
  /** The short name of the stock line: «СПб: 4, Москва: 3». */
  shortName: string
  transferDays: number
  deliveryDays: number
}

export interface Branch {
  id: BranchId
  city: string
  /** The short name used in lists and on the map. */
  name: string
  /** The contacts route of the branch; the service station has an external site instead. */
  path?: '/kont_spb_shush' | '/kont_msk' | '/kont_krs' | '/kont_krd'
  externalUrl?: string
  address: string
  howToFind: string
  coordinates: readonly [number, number]
  phones: readonly BranchPhone[]
  email: string
  hours: readonly { days: string; time: string }[]
  /** Set for the branches parts are picked up from (not the service station). */
  pickup?: PickupTiming
}

const weekdays = [
  { days: 'Пн–Пт', time: '9:00–19:00' },
  { days: 'Сб', time: '10:00–16:00' },
  { days: 'Вс', time: 'выходной' },
] as const

export const branches: readonly Branch[] = [
  {
    id: 'spb',
    city: 'Санкт-Петербург',
    name: 'Склад и пункт выдачи в Шушарах',
    path: '/kont_spb_shush',
    address: '196626, Санкт-Петербург, пос. Шушары, Московское шоссе, д. 70, корп. 4',
    howToFind:
      'Съезд с КАД на Московское шоссе в сторону Пушкина, через 1,5 км поворот направо к складскому комплексу «Шушары-Логистик». Въезд для грузовых машин с длиной до 20 м, стоянка бесплатная.',
    coordinates: [30.3631, 59.8138],
    phones: [{ phone_number: '+78123094517', html_class: 'phone_header_SPB' }],
    email: 'spb@gruzovik.ru',
    hours: weekdays,
    pickup: { shortName: 'СПб', transferDays: 2, deliveryDays: 1 },
  },
  {
    id: 'msk',
    city: 'Москва',
    name: 'Склад и пункт выдачи в Москве',
    path: '/kont_msk',
    address: '115088, Москва, 2-й Южнопортовый проезд, д. 18, стр. 2',
    howToFind:
      'От станции метро «Кожуховская» 10 минут пешком. На машине — с Третьего транспортного кольца по Южнопортовой улице, въезд через КПП №2 по паспорту или номеру заказа.',
    coordinates: [37.6842, 55.7069],
    phones: [{ phone_number: '+74951203864', html_class: 'phone_header_MSK' }],
    email: 'msk@gruzovik.ru',
    hours: weekdays,
    pickup: { shortName: 'Москва', transferDays: 2, deliveryDays: 1 },
  },
  {
    id: 'krs',
    city: 'Красноярск',
    name: 'Склад и пункт выдачи в Красноярске',
    path: '/kont_krs',
    address: '660118, Красноярск, Северное шоссе, д. 7Б',
    howToFind:
      'Промзона «Северная», вход со стороны Северного шоссе, второй ангар слева. Погрузка агрегатов весом до 3 т выполняется нашим погрузчиком.',
    coordinates: [92.9146, 56.0583],
    phones: [{ phone_number: '+73912051742', html_class: 'phone_header_KSK' }],
    email: 'krs@gruzovik.ru',
    hours: [
      { days: 'Пн–Пт', time: '9:00–18:00' },
      { days: 'Сб', time: '10:00–15:00' },
      { days: 'Вс', time: 'выходной' },
    ],
    pickup: { shortName: 'Красноярск', transferDays: 5, deliveryDays: 1 },
  },
  {
    id: 'krd',
    city: 'Краснодар',
    name: 'Склад и пункт выдачи в Краснодаре',
    path: '/kont_krd',
    address: '350059, Краснодар, ул. Уральская, д. 99, литера Г',
    howToFind:
      'Территория бывшего автокомбината, въезд с улицы Уральской. Ориентир — шиномонтаж «Колесо» у ворот, наш склад в глубине двора.',
    coordinates: [39.0458, 45.0353],
    phones: [{ phone_number: '+78612035891', html_class: 'phone_header_KRD' }],
    email: 'krd@gruzovik.ru',
    hours: weekdays,
    pickup: { shortName: 'Краснодар', transferDays: 4, deliveryDays: 1 },
  },
  {
    id: 'sto',
    city: 'Санкт-Петербург',
    name: 'Грузовой автосервис',
    externalUrl: serviceStationSite,
    address: '196626, Санкт-Петербург, пос. Шушары, Московское шоссе, д. 70, корп. 6',
    howToFind:
      'Соседний корпус со складом в Шушарах: шесть постов для седельных тягачей и самосвалов, смотровые ямы длиной 24 м.',
    coordinates: [30.3649, 59.8131],
    phones: [{ phone_number: '+78123094518', html_class: 'phone_STO_SPB' }],
    email: 'sto@gruzovik.ru',
    hours: [
      { days: 'Пн–Сб', time: '8:00–20:00' },
      { days: 'Вс', time: '10:00–18:00' },
    ],
  },
]

export function branchById(id: BranchId): Branch {
  const branch = branches.find((item) => item.id === id)
  if (!branch) throw new Error(`Unknown branch: ${id}`)
  return branch
}
