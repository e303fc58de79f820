import type { CustomersRepository } from './customers.repository.ts'

/**
 * What other modules may do with customers, so none reaches into the repository: auth finds
 * them by phone, registers them and keeps their tokens; the account area lists and edits the
 * people of an account. Who is asking is current-customer.ts.
 */
export function createCustomersService(customers: CustomersRepository) {
  return {
    // auth
    findByPhone: customers.findByPhone,
    createWithAccount: customers.createWithAccount,
    saveToken: customers.saveToken,
    deleteToken: customers.deleteToken,
    deleteAllTokens: customers.deleteAllTokens,
    // account: the people of an account
    listByAccount: customers.listByAccount,
    createInAccount: customers.createInAccount,
    updateInAccount: customers.updateInAccount,
    deleteInAccount: customers.deleteInAccount,
  }
}

export type CustomersService = ReturnType<typeof createCustomersService>
