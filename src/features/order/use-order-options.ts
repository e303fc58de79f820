import { can, type PermissionHolder } from '@gruzovik/machines'
import { useCallback, useEffect, useState } from 'react'
import { type DeliveryAddress, listDeliveryAddresses } from '../../api/addresses.ts'
import { type Counterparty, listCounterparties } from '../../api/counterparties.ts'
import { listRecipients, type Recipient } from '../../api/recipients.ts'
import { listTrucks, type Truck } from '../../api/trucks.ts'
import { notifyError } from '../../lib/error-notifications.ts'

export interface OrderOptions {
  counterparties: readonly Counterparty[]
  recipients: readonly Recipient[]
  addresses: readonly DeliveryAddress[]
  /** The account's trucks an order may be for (docs/product.md#orders-for-a-truck). */
  trucks: readonly Truck[]
}

const none: OrderOptions = { counterparties: [], recipients: [], addresses: [], trucks: [] }

/** Asks only for the lists the user may see (no 403 toasts); a failed list is left empty. */
async function loadOrderOptions(user: PermissionHolder | null): Promise<OrderOptions> {
  const when = async <T>(permission: string, load: () => Promise<{ items: T[] }>) => {
    if (!can(user, permission)) return []
    try {
      return (await load()).items
    } catch (error) {
      notifyError(error)
      return []
    }
  }
  const [counterparties, recipients, addresses, trucks] = await Promise.all([
    when('contractor.show', () => listCounterparties()),
    when('recipient.show', () => listRecipients()),
    when('address.show', () => listDeliveryAddresses()),
    when('truck.show', () => listTrucks()),
  ])
  return { counterparties, recipients, addresses, trucks }
}

/** The account's counterparties, recipients and saved addresses for the order form, and a way
 * to add a counterparty saved from the form. */
export function useOrderOptions(user: PermissionHolder | null) {
  const [options, setOptions] = useState<OrderOptions>(none)
  const key = (user?.permissions ?? []).join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload when the permissions change, not on every new user object
  useEffect(() => {
    let current = true
    void loadOrderOptions(user).then((loaded) => current && setOptions(loaded))
    return () => {
      current = false
    }
  }, [key])
  const addCounterparty = useCallback((counterparty: Counterparty) => {
    setOptions((current) => ({
      ...current,
      counterparties: [...current.counterparties, counterparty],
    }))
  }, [])
  return { options, addCounterparty }
}
