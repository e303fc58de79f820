import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import MobileMenu from '../../../src/features/layout/components/MobileMenu/MobileMenu.tsx'
import { storyMenuStore } from './fixtures.ts'

const meta = {
  title: 'Features/Layout/Mobile menu',
  component: MobileMenu,
  args: { isOpen: true, onOpenChange: fn(), store: storyMenuStore() },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
} satisfies Meta<typeof MobileMenu>

export default meta
type Story = StoryObj<typeof meta>

/** Drill down to the visual catalogue's seven models and back. */
export const DrillDown: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body)
    await userEvent.click(page.getByRole('button', { name: 'Каталог' }))
    await userEvent.click(page.getByRole('button', { name: 'Визуальный каталог' }))
    await expect(page.getByRole('link', { name: 'MAN TGX 2016' })).toHaveAttribute(
      'href',
      '/visual_catalog/man-tgx-2016',
    )
    await userEvent.click(page.getByRole('button', { name: 'Назад' }))
    await expect(page.getByRole('heading', { name: 'Каталог' })).toBeVisible()
  },
}

export const Makes: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body)
    await userEvent.click(page.getByRole('button', { name: 'Каталог' }))
    await userEvent.click(page.getByRole('button', { name: 'Запчасти по маркам' }))
    await expect(await page.findByRole('link', { name: 'Scania' })).toBeVisible()
  },
}
