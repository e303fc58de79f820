import { truckPickerMachine } from '@gruzovik/machines'
import { useRouter } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { useMemo, useRef } from 'react'
import { fromPromise } from 'xstate'
import { listTruckMakes, listTrucks } from '../../api/trucks.ts'
import { chooseTruck } from '../../lib/chosen-truck/choose-truck.ts'
import { asFailure } from '../../lib/errors/describe-failure.ts'

/** The picker's calls; tests and stories pass their own. */
export const truckPickerCalls = {
  makes: () => listTruckMakes(),
  fleet: async () => (await listTrucks()).items,
}
export type TruckPickerCalls = typeof truckPickerCalls

/**
 * The header's truck picker machine with the real calls (docs/product.md#the-chosen-truck): the
 * fleet is asked only of a logged-in buyer, and a buyer without `truck.show` just has none. A
 * truck chosen or cleared is kept (the cookie) and every page's data is loaded again.
 */
export function useTruckPicker(calls: TruckPickerCalls, loggedIn: boolean) {
  const router = useRouter()
  const session = useRef(loggedIn)
  session.current = loggedIn
  const machine = useMemo(
    () =>
      truckPickerMachine.provide({
        actors: {
          loadOptions: fromPromise(async () => {
            const [makes, fleet] = await Promise.all([
              asFailure(calls.makes()),
              session.current ? calls.fleet().catch(() => []) : [],
            ])
            return { makes, fleet }
          }),
        },
        actions: {
          applyTruck: (_, truck) => {
            chooseTruck(truck)
            void router.invalidate()
          },
        },
      }),
    [calls, router],
  )
  return useMachine(machine)
}

export type TruckPickerState = ReturnType<typeof useTruckPicker>
