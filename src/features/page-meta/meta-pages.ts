/** Spec 7: the only pages whose head comes from `GET /api/meta`. */
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

/**
 * The `page` parameter for a path: `/` for home, the slug for a listed page, and null for any
 * other path (including deeper ones such as `/razborka/man`), which then makes no request.
 */
export function metaPageFor(path: string): MetaPage | null {
  const trimmed = path.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? ''
  if (trimmed === '') return '/'
  const slug = trimmed.replace(/^\//, '')
  return (metaPages as readonly string[]).includes(slug) ? (slug as MetaPage) : null
}
