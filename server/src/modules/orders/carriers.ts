/**
 * Transport companies the shop ships by, with the public page where a waybill is tracked
 * (docs/product.md#order-lines). 1C names the company in its own words («ТК ПЭК», «Деловые
 * линии», «CDEK»): `names` are the spellings taken for each, compared without case, quotes,
 * «ТК»/«ООО» and punctuation. `{waybill}` stands where a carrier's page takes the number in its
 * address (checked against integrations built on their APIs); a page without it is the carrier's
 * own tracking form, where the buyer pastes the number the order page and the SMS show beside
 * the link (Байкал Сервис and КИТ publish no such address).
 */
export const carriers = [
  {
    code: 'pek',
    title: 'ПЭК',
    names: ['пэк', 'первая экспедиционная компания', 'pek', 'pecom'],
    trackingUrl: 'https://pecom.ru/services-are/order-status/?code={waybill}',
  },
  {
    code: 'dellin',
    title: 'Деловые Линии',
    names: ['деловые линии', 'дл', 'dellin', 'business lines'],
    trackingUrl: 'https://www.dellin.ru/tracker/orders/{waybill}/',
  },
  {
    code: 'cdek',
    title: 'СДЭК',
    names: ['сдэк', 'cdek', 'сдек'],
    trackingUrl: 'https://www.cdek.ru/ru/tracking?order_id={waybill}',
  },
  {
    code: 'baikal',
    title: 'Байкал Сервис',
    names: ['байкал сервис', 'байкалсервис', 'байкал', 'baikal service', 'baikalsr'],
    trackingUrl: 'https://www.baikalsr.ru/tools/tracking/',
  },
  {
    code: 'kit',
    title: 'КИТ',
    names: ['кит', 'kit', 'gtd', 'тк кит'],
    trackingUrl: 'https://tk-kit.com/',
  },
] as const

export type Carrier = (typeof carriers)[number]

const noise = new Set(['ооо', 'ао', 'зао', 'оао', 'тк', 'транспортная', 'компания'])

const normal = (name: string) =>
  name
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[«»"'`.,()-]/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !noise.has(word))
    .join(' ')

/** The carrier 1C's name means, or null for a company the table does not know. */
export function carrierNamed(name: string | null | undefined): Carrier | null {
  if (!name) return null
  const wanted = normal(name)
  if (!wanted) return null
  return (
    carriers.find((c) => c.names.some((n) => normal(n) === wanted) || normal(c.title) === wanted) ??
    null
  )
}

/** The public page of a waybill at its carrier; null when either is unknown. */
export function trackingUrl(carrierName: string | null | undefined, waybill: string | null) {
  const carrier = carrierNamed(carrierName)
  const number = waybill?.trim()
  if (!carrier || !number) return null
  return carrier.trackingUrl.replace('{waybill}', encodeURIComponent(number))
}
