import { truckFormMachine } from '@gruzovik/machines'
import { useMachine } from '@xstate/react'
import { useMemo, useRef } from 'react'
import { fromPromise } from 'xstate'
import { createTruck, decodeVin, type TruckInput, updateTruck } from '../../api/trucks.ts'
import { asFailure } from '../../lib/errors/describe-failure.ts'

/** The calls the truck form makes; tests and stories pass their own. */
export const truckFormCalls = {
  decode: (vin: string) => decodeVin(vin),
  create: (truck: TruckInput) => createTruck(truck),
  update: (uuid: string, truck: TruckInput) => updateTruck(uuid, truck),
}
export type TruckFormCalls = typeof truckFormCalls

/**
 * The truck form's machine with the real calls (docs/product.md#the-fleet); `onSaved` runs after
 * each save (the page reloads its table).
 */
export function useTruckForm(calls: TruckFormCalls, onSaved: () => void) {
  const saved = useRef(onSaved)
  saved.current = onSaved
  const machine = useMemo(
    () =>
      truckFormMachine.provide({
        actors: {
          decodeVin: fromPromise(({ input }) => asFailure(calls.decode(input.vin))),
          saveTruck: fromPromise(({ input }) =>
            asFailure(
              input.uuid ? calls.update(input.uuid, input.truck) : calls.create(input.truck),
            ),
          ),
        },
        actions: { truckSaved: () => saved.current() },
      }),
    [calls],
  )
  return useMachine(machine)
}

export type TruckForm = ReturnType<typeof useTruckForm>
