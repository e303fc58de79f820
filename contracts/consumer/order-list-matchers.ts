import { MatchersV3 } from '@pact-foundation/pact'
import { ids, partMatcher } from './fixtures.ts'
import { guestSession } from './pact.ts'

const { integer, string, like, uuid, nullValue, boolean } = MatchersV3

// «Заказ по списку» (docs/product.md#order-from-a-list). The shop's own calls for it are built
// on the one openapi-fetch client; these interactions drive that client as they will.
export const session = { Session: guestSession }
export const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
export const partHere = [
  'a part with uuid {uuid} and stock {stock} exists',
  { uuid: ids.part, stock: 4 },
] as const

const match = { brand: like('MAN'), part: partMatcher }
export const summary = (counts: Record<string, number>) => ({
  rows: integer(counts.rows ?? 0),
  found: integer(counts.found ?? 0),
  choose_brand: integer(0),
  short: integer(counts.short ?? 0),
  sold_out: integer(0),
  not_found: integer(counts.not_found ?? 0),
  bad_quantity: integer(0),
  lines: integer(counts.lines ?? 0),
  pieces: integer(counts.pieces ?? 0),
  total: integer(counts.total ?? 0),
})
export const foundRow = (line: number, article: string, quantity: number) => ({
  line: integer(line),
  article: string(article),
  brand: nullValue(),
  quantity_text: string(String(quantity)),
  status: string('found'),
  part: match,
  candidates: [],
  analogues: [],
  requested: integer(quantity),
  quantity: integer(quantity),
  clamp: nullValue(),
  message: nullValue(),
})
export const notFoundRow = (line: number, article: string) => ({
  line: integer(line),
  article: string(article),
  brand: like('КАМАЗ'),
  quantity_text: string('1'),
  status: string('not_found'),
  part: nullValue(),
  candidates: [],
  analogues: [],
  requested: integer(1),
  quantity: integer(0),
  clamp: nullValue(),
  message: string(`Артикул «${article}» не найден`),
})
export const listRows = [
  { article: '510 251 171 15', brand: null, quantity: 2, product_uuid: null },
  { article: '740.1012040-99', brand: 'КАМАЗ', quantity: 1, product_uuid: null },
]
export const savedList = {
  uuid: uuid(ids.orderList),
  name: string('ТО КАМАЗ 65115 — 30 000 км'),
  rows: [
    {
      article: string('510 251 171 15'),
      brand: nullValue(),
      quantity: integer(2),
      product_uuid: nullValue(),
    },
    {
      article: string('740.1012040-99'),
      brand: string('КАМАЗ'),
      quantity: integer(1),
      product_uuid: nullValue(),
    },
  ],
  author: like('Петров Иван Сергеевич'),
  created_at: integer(1763700000),
  updated_at: integer(1763700000),
  allows: { edit: boolean(true), delete: boolean(true) },
}
export const hasList = ['the customer has a saved list {uuid}', { uuid: ids.orderList }] as const

/** A resolution's answer: one row found and one not, two rows in all, 2 pieces for 23 000 ₽. */
export const oneFoundOneMissing = (found: object, missing: object) => ({
  rows: [found, missing],
  summary: summary({ rows: 2, found: 1, not_found: 1, lines: 1, pieces: 2, total: 2300000 }),
})
