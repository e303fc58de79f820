import { savedListEditMachine } from '@gruzovik/machines'
import { useMachine } from '@xstate/react'
import { useMemo, useRef } from 'react'
import { fromPromise } from 'xstate'
import { getOrderList, updateOrderList } from '../../api/order-lists.ts'
import { asFailure } from '../../lib/errors/describe-failure.ts'

/** The calls the editor makes; tests and stories pass their own. */
export const savedListEditCalls = {
  load: (uuid: string) => getOrderList(uuid),
  save: (uuid: string, list: Parameters<typeof updateOrderList>[1]) => updateOrderList(uuid, list),
}
export type SavedListEditCalls = typeof savedListEditCalls

/**
 * The saved-list editor's machine with the real calls (docs/product.md#order-from-a-list);
 * `onSaved` runs after each save (the page reloads its table).
 */
export function useSavedListEdit(calls: SavedListEditCalls, onSaved: () => void) {
  // The latest callback, without making a new machine on every render.
  const saved = useRef(onSaved)
  saved.current = onSaved
  const machine = useMemo(
    () =>
      savedListEditMachine.provide({
        actors: {
          loadList: fromPromise(({ input }) => asFailure(calls.load(input.uuid))),
          saveList: fromPromise(({ input }) => asFailure(calls.save(input.uuid, input.list))),
        },
        actions: { listSaved: () => saved.current() },
      }),
    [calls],
  )
  return useMachine(machine)
}

export type SavedListEdit = ReturnType<typeof useSavedListEdit>
