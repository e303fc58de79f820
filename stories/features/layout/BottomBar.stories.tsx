import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { BottomBar } from '../../../src/features/layout/components/BottomBar/BottomBar.tsx'

const meta = {
  title: 'Features/Layout/Bottom bar',
  component: BottomBar,
  args: {
    onMenu: fn(),
    menuOpen: false,
    visible: true,
    account: <button type="button">Кабинет</button>,
    cart: <button type="button">Корзина</button>,
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BottomBar>

export default meta
type Story = StoryObj<typeof meta>

export const Shown: Story = {
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement)
    await userEvent.click(bar.getByRole('button', { name: 'Меню' }))
    await expect(args.onMenu).toHaveBeenCalledOnce()
  },
}

/** Scrolled down: slid away until scrolling up, the page end, or keyboard focus. */
export const Hidden: Story = { args: { visible: false } }
