import { type Cart, cartMachine } from '@gruzovik/machines'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { createInspectionStore } from './inspection-store.ts'
import { MachineInspector } from './MachineInspector.tsx'

function startCart() {
  const store = createInspectionStore()
  let finishLoad: (cart: Cart) => void = () => {}
  const machine = cartMachine.provide({
    actors: {
      loadCart: fromPromise<Cart>(
        () =>
          new Promise<Cart>((resolve) => {
            finishLoad = resolve
          }),
      ),
    },
  })
  const cart = createActor(machine, { inspect: store.observer }).start()
  return {
    store,
    cart,
    finishLoad: (cart: Cart) => finishLoad(cart),
  }
}

describe('the local machine inspector', () => {
  it('opens and follows the cart actor as its state changes', async () => {
    const user = userEvent.setup()
    const { store, cart, finishLoad } = startCart()
    render(<MachineInspector store={store} />)

    await user.click(screen.getByRole('button', { name: 'Инспектор' }))
    await user.click(screen.getByRole('button', { name: 'cart' }))
    const state = screen.getByTestId('inspector-state')
    expect(state.textContent).toContain('"request": "idle"')
    expect(state.textContent).toContain('"modal": "closed"')

    act(() => {
      cart.send({ type: 'cart.load' })
      cart.send({ type: 'cart.open' })
    })
    expect(state.textContent).toContain('"loading"')
    expect(state.textContent).toContain('"modal": "open"')
    const events = screen.getByRole('list', { name: 'Последние события' })
    expect(
      within(events)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['cart.open', 'cart.load'])

    await act(async () => finishLoad({ uuid: 'c-1', cart_products: [] }))
    expect(state.textContent).toContain('"request": "idle"')
  })

  it('marks the active states in the chart', async () => {
    const user = userEvent.setup()
    const { store, cart } = startCart()
    render(<MachineInspector store={store} initiallyOpen />)
    act(() => {
      cart.send({ type: 'cart.open' })
    })
    await user.click(screen.getByRole('button', { name: 'cart' }))
    const current = document.querySelectorAll('[aria-current="true"] > strong')
    expect([...current].map((node) => node.textContent)).toEqual(
      expect.arrayContaining(['open', 'idle', 'modal', 'request']),
    )
    expect([...current].map((node) => node.textContent)).not.toContain('closed')
  })
})
