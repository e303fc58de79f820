import { Button, Menu } from '@gruzovik/design-system'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'

const meta = {
  title: 'Design system/Menu',
  component: Menu,
  args: {
    'aria-label': 'Личный кабинет',
    trigger: <Button variant="secondary">Иванов И.</Button>,
    items: [
      { id: 'orders', label: 'Мои заказы' },
      { id: 'recipients', label: 'Получатели' },
      { id: 'debts', label: 'Взаиморасчёты', isDisabled: true },
      { id: 'logout', label: 'Выйти' },
    ],
    onAction: fn(),
  },
} satisfies Meta<typeof Menu>

export default meta
type Story = StoryObj<typeof meta>

export const ChoosesAnAction: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Иванов И.' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Выйти' }))
    await expect(args.onAction).toHaveBeenCalledWith('logout')
  },
}

export const KeyboardSkipsDisabled: Story = {
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'Иванов И.' }).focus()
    await userEvent.keyboard('{ArrowDown}')
    await screen.findByRole('menu')
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await expect(args.onAction).toHaveBeenCalledWith('logout')
  },
}
