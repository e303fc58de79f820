import type { cartMachine } from '@gruzovik/machines'
import { useSelector } from '@xstate/react'
import { createContext, type ReactNode, useContext } from 'react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'

export type CartActor = ActorRefFrom<typeof cartMachine>
export type CartSnapshot = SnapshotFrom<typeof cartMachine>

const CartContext = createContext<CartActor | null>(null)

/** Gives every feature the one cart actor of the page (created in src/app). */
export function CartProvider({ cart, children }: { cart: CartActor; children: ReactNode }) {
  return <CartContext.Provider value={cart}>{children}</CartContext.Provider>
}

export function useCartActor(): CartActor {
  const cart = useContext(CartContext)
  if (!cart) throw new Error('useCartActor must be used inside CartProvider')
  return cart
}

/** Reads part of the cart state; re-renders only when the selected value changes. */
export function useCartSelector<T>(select: (snapshot: CartSnapshot) => T): T {
  return useSelector(useCartActor(), select)
}
