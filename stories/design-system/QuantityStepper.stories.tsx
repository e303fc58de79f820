import { QuantityStepper } from '@gruzovik/design-system'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'

const meta = {
  title: 'Design system/QuantityStepper',
  component: QuantityStepper,
  args: { value: 2, onIncrement: fn(), onDecrement: fn() },
} satisfies Meta<typeof QuantityStepper>

export default meta
type Story = StoryObj<typeof meta>

/** Stock of 3, as the cart machine would enforce it. */
function Stocked({ stock }: { stock: number }) {
  const [value, setValue] = useState(1)
  return (
    <QuantityStepper
      value={value}
      isDecrementDisabled={value <= 1}
      isIncrementDisabled={value >= stock}
      onDecrement={() => setValue((v) => v - 1)}
      onIncrement={() => setValue((v) => v + 1)}
    />
  )
}

export const UpToStock: Story = {
  render: () => <Stocked stock={3} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const plus = canvas.getByRole('button', { name: 'Увеличить количество' })
    await userEvent.click(plus)
    await userEvent.click(plus)
    await expect(canvas.getByRole('status')).toHaveTextContent('3')
    await expect(plus).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Уменьшить количество' }))
    await expect(canvas.getByRole('status')).toHaveTextContent('2')
    await expect(plus).toBeEnabled()
  },
}

export const Loading: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Увеличить количество' }),
    )
    await expect(args.onIncrement).not.toHaveBeenCalled()
  },
}

/** A used part (is_not_new): one piece only, plus is off. */
export const UsedPart: Story = { args: { value: 1, isIncrementDisabled: true } }
