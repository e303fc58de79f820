import { IconButton } from '@gruzovik/design-system'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'

const meta = {
  title: 'Design system/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Открыть меню', children: '☰', onPress: fn() },
} satisfies Meta<typeof IconButton>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Открыть меню' }))
    await expect(args.onPress).toHaveBeenCalledOnce()
  },
}

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Открыть меню' }))
    await expect(args.onPress).not.toHaveBeenCalled()
  },
}
