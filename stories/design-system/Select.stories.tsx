import { Select } from '@gruzovik/design-system'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'

const options = [
  { id: 'none', label: 'Без гарантии' },
  { id: '6m', label: 'Гарантия 6 месяцев' },
  { id: '12m', label: 'Гарантия 12 месяцев' },
  { id: '24m', label: 'Гарантия 24 месяца', isDisabled: true },
]

const meta = {
  title: 'Design system/Select',
  component: Select,
  args: { label: 'Гарантия', options, onChange: fn() },
} satisfies Meta<typeof Select>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Гарантия/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Гарантия 12 месяцев' }))
    await expect(args.onChange).toHaveBeenCalledWith('12m')
    await expect(
      within(canvasElement).getByRole('button', { name: /Гарантия 12 месяцев/ }),
    ).toBeVisible()
  },
}

export const Preselected: Story = { args: { defaultValue: '6m' } }

export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Выберите гарантию' } }

export const Disabled: Story = { args: { isDisabled: true } }
