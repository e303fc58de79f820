import type { BranchId } from '../../content/branches.ts'
import type { AnalyticsGoal } from '../../lib/analytics/goals.ts'

/**
 * Goals of a phone click on the contacts pages (docs/product.md#analytics-goals). Krasnodar has
 * no mobile goal in the list, so its clicks count as the shared contacts goal on both screens.
 */
export const contactGoals: Record<BranchId, { desktop: AnalyticsGoal; mobile: AnalyticsGoal }> = {
  spb: { desktop: 'phone_contacts_ps', mobile: 'kontacts_spb_mob' },
  msk: { desktop: 'phone_contacts_ps', mobile: 'kontacts_msk_mob' },
  krs: { desktop: 'phone_contacts_ps', mobile: 'kontacts_KSK_mob' },
  krd: { desktop: 'phone_contacts_ps', mobile: 'phone_contacts_ps' },
  sto: { desktop: 'phone_STO_SPB', mobile: 'phone_STO_SPB' },
}
