import { RadioGroup } from '@gruzovik/design-system'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'

const meta = {
  title: 'Design system/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Способ оплаты',
    name: 'payment',
    value: 'card',
    onChange: fn(),
    options: [
      { value: 'card', label: 'Банковской картой онлайн' },
      { value: 'invoice', label: 'По счёту', description: 'Для организаций, с НДС' },
      { value: 'cash', label: 'Наличными при получении', isDisabled: true },
    ],
  },
  render: function Controlled(args) {
    const [value, setValue] = useState(args.value)
    return (
      <RadioGroup
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next)
          args.onChange(next)
        }}
      />
    )
  },
} satisfies Meta<typeof RadioGroup>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: /По счёту/ }))
    await expect(canvas.getByRole('radio', { name: /По счёту/ })).toBeChecked()
    await expect(args.onChange).toHaveBeenCalledWith('invoice')
  },
}

export const WithError: Story = {
  args: { value: null, errorMessage: 'Выберите способ оплаты' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}
