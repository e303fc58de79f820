import type { components } from '@gruzovik/openapi'
import type { ClaimHistoryRow, ClaimRow } from './claims.repository.ts'

type S = components['schemas']

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000)

export const claimPhotoUrl = (id: string, full = false) =>
  `/api/account/claim-photos/${id}${full ? '?size=full' : ''}`

/** A claim as the account's claims page reads it, with its history and photos. */
export function presentClaim(
  row: { claim: ClaimRow; orderNumber: number | null; title: string; article: string },
  history: ClaimHistoryRow[],
  photoIds: string[],
): S['Claim'] {
  const { claim } = row
  return {
    number: claim.number ?? 0,
    order_number: row.orderNumber ?? 0,
    product_uuid: claim.partId,
    title: row.title,
    article: row.article,
    kind: claim.kind,
    reason: claim.reason,
    quantity: claim.quantity,
    description: claim.description,
    mileage: claim.mileage,
    state: claim.state,
    reject_reason: claim.rejectReason,
    term_ends_on: claim.termEndsOn,
    created_at: unixSeconds(claim.createdAt),
    history: history.map((change) => ({
      state: change.toState,
      from_state: change.fromState,
      changed_at: unixSeconds(change.changedAt),
      reason: change.detail.reason ?? null,
    })),
    photos: photoIds.map((id) => ({
      uuid: id,
      url: claimPhotoUrl(id),
      full_url: claimPhotoUrl(id, true),
    })),
  }
}
