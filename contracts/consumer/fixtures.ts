import { MatchersV3 } from '@pact-foundation/pact'

const { like, eachLike, string, integer, boolean, nullValue, uuid, regex, number } = MatchersV3

/** The data the provider states of contracts/provider-states.md seed; one source for every suite. */
export const ids = {
  part: '5c2e7a10-8b1f-4c3d-9e2a-7f6b5a4c3d21',
  soldOutPart: '6d3f8b21-9c2a-4d4e-8f3b-8a7c6b5d4e32',
  warranty: '0e1d2c3b-4a59-4687-9a8b-7c6d5e4f3a21',
  cart: '2d1c0b9a-8f7e-4d6c-9b5a-4f3e2d1c0b91',
  history: '7b6a5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c21',
  node: '9a3b1c2d-4e5f-4a6b-8c7d-1e2f3a4b5c01',
  mark: '3f0b8f3e-5d8a-4a47-9a0e-0a3c1c1b2d01',
  payment: '6e5d4c3b-2a19-4807-b6a5-d4c3b2a19087',
  informReceipt: '5e6f7a8b-9c0d-4e1f-8a2b-4c5d6e7f8a05',
  idempotencyKey: '4a7c9e2b-1d3f-4b5a-8c6d-9e0f1a2b3c4d',
}

export const partSlug = 'porshen-man-tga-51025117115'
export const crossGroupSlug = 'porshen-d2066'
export const customerPhone = '+79990000001'
export const newPhone = '+79990000002'
export const smsCode = '1234'
export const orderNumber = '100124'

/** The token the provider accepts for the customer +79990000001 in the "is logged in" state. */
export const customerToken = 'test-token-customer-1'
export const bearer = { Authorization: `Bearer ${customerToken}` }

const image = { sizes: { thumbnail: string('/images/parts/porshen-thumb.webp') } }

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
