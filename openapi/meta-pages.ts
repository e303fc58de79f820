/**
 * The `page` values of `GET /api/meta` (docs/product.md#page-meta): `/` for home, else the
 * page's slug. The shop asks only for these; the server keeps a record for each (its seed and
 * `server/test/meta-pages.test.ts` check that the two agree).
 */
export const metaPages = [
  '/',
  'o_kompanii',
  'dostavka_usloviya',
  'oplata_usloviya',
  'garantiya_i_vozvrat',
  'for_sto',
  'buy_trucks',
  'komplekt_types',
  'legal_information',
  'personal_data_processing_policy',
  'user_agreement',
  'consent_to_personal',
  'reserve_alerts',
  'razborka',
  'kont_msk',
  'kont_spb_shush',
  'kont_krs',
  'kont_krd',
  'order_success',
  'payment_success',
  'payment_failed',
  'order',
] as const

export type MetaPage = (typeof metaPages)[number]
