import { orderListMachine } from '@gruzovik/machines'
import { useMachine } from '@xstate/react'
import { useMemo } from 'react'
import { fromPromise } from 'xstate'
import {
  importCartLines,
  parseListFile,
  parseListText,
  resolveListRows,
  resolveOrderList,
  resolveOrderRepeat,
} from '../../api/order-lists.ts'
import { asFailure } from '../../lib/errors/describe-failure.ts'
import { useCartActor } from '../../lib/session/cart-context.tsx'

/**
 * The «Заказ по списку» machine with the real calls (docs/product.md#order-from-a-list); after
 * an import the cart actor re-reads the cart and opens it.
 */
export function useListFlow() {
  const cart = useCartActor()
  const machine = useMemo(
    () =>
      orderListMachine.provide({
        actors: {
          parseList: fromPromise(({ input }) =>
            asFailure(
              input.kind === 'text'
                ? parseListText(input.text)
                : parseListFile(input.file, input.name),
            ),
          ),
          resolveRows: fromPromise(({ input }) => asFailure(resolveListRows(input.rows))),
          resolveSource: fromPromise(({ input }) =>
            asFailure(
              input.kind === 'list'
                ? resolveOrderList(input.uuid)
                : resolveOrderRepeat(input.number),
            ),
          ),
          importLines: fromPromise(({ input }) => asFailure(importCartLines(input.lines))),
        },
        actions: {
          cartImported: () => {
            cart.send({ type: 'cart.load' })
            cart.send({ type: 'cart.open' })
          },
          logError: (_, { error }) => console.warn('List import failed', error),
        },
      }),
    [cart],
  )
  return useMachine(machine)
}

export type ListFlow = ReturnType<typeof useListFlow>
