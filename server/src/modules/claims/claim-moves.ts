import { type ClaimState, claimPathBetween, claimStateTitles } from '@gruzovik/rules'
import { claimDecisionWords } from '../orders/order-notice-text.ts'
import type { OrderNoticesService } from '../orders/order-notices.service.ts'
import type { ClaimRow, ClaimsRepository } from './claims.repository.ts'
import { claimMessages as m } from './messages.ts'

/**
 * A claim taken along its lifecycle (rules/claim.ts) to the state 1C reports: the money refunded
 * first, then each move under its conditional update, then the buyer told of a decision.
 */
export function createClaimMoves(deps: {
  claims: Pick<ClaimsRepository, 'refundFacts' | 'move'>
  refunds?: {
    refundClaim(claim: { id: string; orderId: string; amount: number }): Promise<'none' | 'sent'>
  }
  notices?: Pick<OrderNoticesService, 'owe'>
  now: () => Date
}) {
  const { now } = deps
  /** Takes a claim to `to` by the lifecycle's moves; refunds the money before `refund`. */
  return async function moveTo(
    claim: ClaimRow,
    label: string,
    to: ClaimState,
    rejectReason: string,
  ) {
    const path = claimPathBetween(claim.state, to)
    if (!path) {
      return m.backwards(label, claimStateTitles[claim.state], claimStateTitles[to])
    }
    if (path.includes('reject') && !rejectReason) return m.rejectNeedsReason(label)
    // The money first: a refund the provider does not take leaves the claim as it was.
    if (path.includes('refund') && deps.refunds) {
      const facts = await deps.claims.refundFacts(claim.id)
      if (facts) {
        try {
          await deps.refunds.refundClaim({
            id: claim.id,
            orderId: facts.orderId,
            amount: facts.price * facts.quantity,
          })
        } catch (error) {
          // The next status file (or the reconciliation of a pending refund) retries it.
          const why = error instanceof Error ? error.message : String(error)
          return m.refundFailed(label, why)
        }
      }
    }
    for (const move of path) {
      const moved = await deps.claims.move(
        claim.id,
        move,
        now(),
        move === 'reject' ? { rejectReason } : {},
      )
      if (!moved) return m.changedMeanwhile(label)
    }
    if (claimDecisionWords[to]) {
      const detail = {
        claim: label,
        state: to,
        ...(to === 'rejected' ? { reason: rejectReason } : {}),
      }
      await deps.notices?.owe(claim.orderId, [{ move: `claim:${claim.number}:${to}`, detail }])
    }
    return null
  }
}
