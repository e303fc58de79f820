import { type Cart, cartMachine } from '@gruzovik/machines'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { createActor, fromPromise } from 'xstate'
import { createInspectionStore } from '../../../src/features/machine-inspector/inspection-store.ts'
import { MachineInspector } from '../../../src/features/machine-inspector/MachineInspector.tsx'

/** The cart flow as the local inspector shows it: a cart that never answers, to open and close. */
function cartStore() {
  const store = createInspectionStore()
  const machine = cartMachine.provide({
    actors: { loadCart: fromPromise<Cart>(() => new Promise<Cart>(() => {})) },
  })
  createActor(machine, { inspect: store.observer }).start()
  return store
}

const meta = {
  title: 'Development/MachineInspector',
  component: MachineInspector,
  render: (args) => <MachineInspector {...args} store={cartStore()} />,
  args: { store: createInspectionStore(), initiallyOpen: true },
} satisfies Meta<typeof MachineInspector>

export default meta
type Story = StoryObj<typeof meta>

export const CartFlow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'cart' }))
    await expect(canvas.getByTestId('inspector-state')).toHaveTextContent('"modal": "closed"')
    await expect(canvas.getByText('cart.open', { exact: false })).toBeVisible()
  },
}
