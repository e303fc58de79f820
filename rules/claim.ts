/**
 * A return or warranty claim after the order (docs/product.md#claims): its reasons, its photos'
 * limits, and its lifecycle as named moves with the states each may start from. The server moves
 * a claim only from those states (a conditional update), the account's returns page names them,
 * and the OpenAPI enums list the same (openapi/rules-agree.test.ts). Nothing moves backwards.
 *
 *   new ── accept ──► accepted ──┬── approve ──► approved ──┬── refund ──► refunded
 *    │                           └── reject ──► rejected    ├── replace ──► replaced
 *    └── approve / reject (1C may skip «Принята»)           └── repair ──► repaired
 */
import type { ClaimKind } from './warranty-terms.ts'

export const claimStates = [
  'new',
  'accepted',
  'approved',
  'rejected',
  'refunded',
  'replaced',
  'repaired',
] as const

export type ClaimState = (typeof claimStates)[number]

export const claimStateTitles: Readonly<Record<ClaimState, string>> = {
  new: 'Новая',
  accepted: 'Принята',
  approved: 'Одобрена',
  rejected: 'Отклонена',
  refunded: 'Возврат средств',
  replaced: 'Замена',
  repaired: 'Ремонт',
}

export const claimMoves = {
  /** The shop received the claim (1C loaded it). */
  accept: { from: ['new'], to: 'accepted' },
  approve: { from: ['new', 'accepted'], to: 'approved' },
  /** Refused, always with a reason. */
  reject: { from: ['new', 'accepted'], to: 'rejected' },
  /** The money goes back (a card order: through the payment provider, once). */
  refund: { from: ['approved'], to: 'refunded' },
  replace: { from: ['approved'], to: 'replaced' },
  repair: { from: ['approved'], to: 'repaired' },
} as const satisfies Record<string, { from: readonly ClaimState[]; to: ClaimState }>

export type ClaimMove = keyof typeof claimMoves

/** The move that takes a claim from one state to another, or null when none may (backwards). */
export function claimMoveBetween(from: ClaimState, to: ClaimState): ClaimMove | null {
  if (from === to) return null
  for (const [name, rule] of Object.entries(claimMoves) as [
    ClaimMove,
    { from: readonly ClaimState[]; to: ClaimState },
  ][]) {
    if (rule.to === to && rule.from.includes(from)) return name
  }
  return null
}

/** A claim that no longer holds its pieces: a rejected one frees them for another claim. */
export const claimHoldsPieces = (state: ClaimState) => state !== 'rejected'

export const claimKinds = ['return', 'warranty'] as const satisfies readonly ClaimKind[]

export const claimKindTitles: Readonly<Record<ClaimKind, string>> = {
  return: 'Возврат',
  warranty: 'Гарантия',
}

/** The reasons a buyer picks from, each for one kind of claim. */
export const claimReasons = {
  not_needed: { kind: 'return', title: 'Деталь не понадобилась' },
  wrong_part: { kind: 'return', title: 'Не подошла или привезли не ту деталь' },
  not_working: { kind: 'warranty', title: 'Не работает' },
  leak: { kind: 'warranty', title: 'Течь' },
  noise: { kind: 'warranty', title: 'Шум, стук, вибрация' },
  defect: { kind: 'warranty', title: 'Брак, скрытый дефект' },
} as const satisfies Record<string, { kind: ClaimKind; title: string }>

export type ClaimReason = keyof typeof claimReasons

export const claimReasonKeys = Object.keys(claimReasons) as ClaimReason[]

/** Photos of a claim: how many, how large, which kinds (by their first bytes, not their name). */
export const claimPhotoLimits = {
  maxPhotos: 5,
  maxBytes: 10 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/heic', 'image/webp'],
} as const

export const CLAIM_DESCRIPTION_MAX = 2000
export const CLAIM_MILEAGE_MAX = 10_000_000

export type ClaimPhotoType = (typeof claimPhotoLimits.types)[number]

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, i) => bytes[at + i] === byte)
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to))

/** The image type a file's first bytes say, or null when it is not one of the four. */
export function claimPhotoTypeOf(bytes: Uint8Array): ClaimPhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp'
  if (
    ascii(bytes, 4, 8) === 'ftyp' &&
    /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(ascii(bytes, 8, 12))
  ) {
    return 'image/heic'
  }
  return null
}

/**
 * The moves that take a claim from one state to a later one (1C may report «Возврат средств» of
 * a claim the shop still has as new: approve, then refund); null when none lead there.
 */
export function claimPathBetween(from: ClaimState, to: ClaimState): ClaimMove[] | null {
  if (from === to) return []
  const direct = claimMoveBetween(from, to)
  if (direct) return [direct]
  for (const via of claimStates) {
    const first = claimMoveBetween(from, via)
    const second = first ? claimMoveBetween(via, to) : null
    if (first && second) return [first, second]
  }
  return null
}

/** A state from its Russian title as 1C writes it («Одобрена», «возврат средств»). */
export function claimStateFromTitle(title: string): ClaimState | null {
  const wanted = title.trim().toLowerCase().replaceAll('ё', 'е')
  const found = claimStates.find((state) => claimStateTitles[state].toLowerCase() === wanted)
  return found ?? null
}
