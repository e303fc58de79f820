import type { BranchId } from '../../../../content/branches.ts'
import type { AnalyticsGoal } from '../../../../lib/analytics/goals.ts'

/** The goal a header phone click records, by place (same goal on both screens). */
export const headerPhoneGoals: Record<BranchId, AnalyticsGoal> = {
  spb: 'phone_header_SPB',
  msk: 'phone_header_MSK',
  krs: 'phone_header_KSK',
  krd: 'phone_header_KRD',
  sto: 'phone_STO_SPB',
}
