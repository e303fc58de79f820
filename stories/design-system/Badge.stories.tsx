import { Badge, Button } from '@gruzovik/design-system'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'

const meta = { title: 'Design system/Badge', component: Badge, args: { count: 3 } } satisfies Meta<
  typeof Badge
>

export default meta
type Story = StoryObj<typeof meta>

export const CartCount: Story = {}

export const Empty: Story = { args: { count: 0 } }

export const Overflow: Story = { args: { count: 120 } }

function CartButton() {
  const [count, setCount] = useState(1)
  return (
    <Button variant="secondary" onPress={() => setCount((c) => c + 1)}>
      Корзина <Badge count={count} />
    </Button>
  )
}

/** The live region speaks the new count after each add. */
export const AnnouncesChanges: Story = {
  render: () => <CartButton />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button'))
    const live = canvasElement.querySelector('[aria-live="polite"]')
    await expect(live?.textContent).toBe('Товаров в корзине: 2')
  },
}
