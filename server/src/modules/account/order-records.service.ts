import type { AccountRepository } from './account.repository.ts'

/**
 * The account's records an order names, by id: the orders module snapshots the counterparty,
 * the recipient and the delivery address into the order through this, never the repository.
 * No permission check here: ordering is the orders module's to allow.
 */
export function createOrderRecordsService(deps: { account: AccountRepository }) {
  return {
    counterparty: deps.account.counterparties.get,
    recipient: deps.account.recipients.get,
    address: deps.account.addresses.get,
  }
}

export type OrderRecordsService = ReturnType<typeof createOrderRecordsService>
