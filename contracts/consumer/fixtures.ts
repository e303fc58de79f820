import { MatchersV3 } from '@pact-foundation/pact'
import {
  crossGroupSlug,
  customerToken,
  ids,
  partImage,
  partSlug,
  truckVin,
} from '../shared-data.ts'

const { like, eachLike, string, integer, boolean, nullValue, uuid, regex, number } = MatchersV3

export {
  crossGroupSlug,
  customerPhone,
  customerToken,
  ids,
  newPhone,
  orderNumber,
  partSlug,
  smsCode,
} from '../shared-data.ts'

export const bearer = { Authorization: `Bearer ${customerToken}` }

/** The truck as an order keeps it (the shop shows its name, model, year, plate and VIN). */
export const orderTruckMatcher = {
  name: string('Тягач №7'),
  model: string('MAN TGA'),
  year: integer(2005),
  vin: string(truckVin),
  plate_number: string('А123ВС116'),
}

const image = { sizes: { thumbnail: string(partImage) } }

/** Part fields the shop reads (docs/product.md#entities), as type matchers. */
export const partMatcher = {
  uuid: uuid(ids.part),
  link: string(`/parts/${partSlug}`),
  full_title: string('Поршень MAN TGA D2066 51025117115'),
  title: string('Поршень'),
  slug: string(partSlug),
  article: string('51025117115'),
  images: eachLike(image),
  image: like(image),
  extension_number: nullValue(),
  total_stock: integer(4),
  is_not_new: boolean(false),
  price: { base_price: integer(1250000), price: integer(1150000), discount: boolean(true) },
  warranties: eachLike({
    uuid: uuid(ids.warranty),
    title: string('Гарантия 6 месяцев'),
    price_type: regex('^(fix|percent)$', 'percent'),
    fix: integer(0),
    percent: number(10),
  }),
}

export const nomenclatureMatcher = {
  title: string('Поршень'),
  slug: string('porshen'),
  link: string('/catalog/porshen'),
}

export const paginationMatcher = {
  page: integer(1),
  per_page: integer(24),
  total: integer(1),
  last_page: integer(1),
}

export const facetMatcher = eachLike({
  slug: string('man'),
  title: string('MAN'),
  count: integer(1),
})

/** A search answer's facets: every group the filters show. */
export const searchFacetsMatcher = {
  marks: facetMatcher,
  nodes: facetMatcher,
  nomenclatures: facetMatcher,
  aggregations: facetMatcher,
  condition: facetMatcher,
}

export const breadcrumbsMatcher = eachLike({ title: string('Каталог'), link: string('/catalog') })

/** The provider state the catalogue, search and the chosen truck's calls start from. */
export const catalogState =
  'the catalogue has make man, node dvigatel with part name porshen and one part'

export const allowsMatcher = { edit: boolean(true), delete: boolean(true) }

export const crossGroupMatcher = {
  slug: string(crossGroupSlug),
  link: string(`/crossgroup/${crossGroupSlug}`),
  full_title: string('Поршень D2066'),
  images: eachLike(image),
  articles: eachLike('51025117115'),
  total_stock: integer(4),
  min_price: integer(1150000),
}

export const userMatcher = {
  last_name_f: string('Петров И. С.'),
  full_name: string('Петров Иван Сергеевич'),
  image: { url_thumb: nullValue() },
  image_url: nullValue(),
  ns: string('ПИ'),
  account: { external_id_onec: like('000123') },
  permissions: eachLike('order.show'),
}

/** The error shape (docs/product.md#error-shape) with one message on `field`. */
export function fieldError(field: string, message: string) {
  return { message: string('Проверьте введённые данные'), errors: { [field]: eachLike(message) } }
}

export const successMatcher = { success: boolean(true) }
