/** The analytics goals (docs/product.md#analytics-goals), the only names `reachGoal` accepts. */
export const analyticsGoals = [
  'form_callback',
  'form_chat',
  'go_telegram',
  'go_whatsapp',
  'phone_header_SPB',
  'phone_header_MSK',
  'phone_header_KSK',
  'phone_header_KRD',
  'phone_STO_SPB',
  'phone_contacts_ps',
  'kontacts_spb_mob',
  'kontacts_msk_mob',
  'kontacts_KSK_mob',
] as const

export type AnalyticsGoal = (typeof analyticsGoals)[number]

export function isAnalyticsGoal(name: string): name is AnalyticsGoal {
  return (analyticsGoals as readonly string[]).includes(name)
}
