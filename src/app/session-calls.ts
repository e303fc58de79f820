import { login, register, sendLoginSms, sendRegistrationSms } from '../api/auth.ts'
import { createFastOrder } from '../api/orders.ts'
import { deleteSearchHistory, getSearchSuggest } from '../api/search.ts'
import { truckQuery } from '../lib/chosen-truck/chosen-truck.ts'
import { currentTruck } from '../lib/chosen-truck/chosen-truck-store.ts'
import type { SessionCalls } from './session-actors.ts'

/** The session actors' calls to the API; tests give `createSessionActors` fakes instead. */
export const apiSessionCalls: SessionCalls = {
  sendSms: ({ mode, name, phone }) =>
    mode === 'registration' ? sendRegistrationSms({ name, phone }) : sendLoginSms(phone),
  verifyCode: ({ mode, name, phone, code }) =>
    mode === 'registration' ? register({ name, phone, code }) : login({ phone, code }),
  createFastOrder: () => createFastOrder(),
  // Suggest marks what fits the visitor's chosen truck (docs/product.md#the-chosen-truck).
  suggest: (s) => getSearchSuggest(s || undefined, truckQuery(currentTruck())),
  deleteHistory: async (uuid) => (await deleteSearchHistory(uuid)).success,
}
