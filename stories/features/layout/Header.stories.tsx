import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Header } from '../../../src/features/layout/components/Header/Header.tsx'
import { MainMenuStoreContext } from '../../../src/features/layout/menu-data/use-main-menu.ts'
import { storyMenuStore } from './fixtures.ts'

const store = storyMenuStore()

const meta = {
  title: 'Features/Layout/Header',
  component: Header,
  decorators: [
    (Story) => (
      <MainMenuStoreContext.Provider value={store}>
        <Story />
      </MainMenuStoreContext.Provider>
    ),
  ],
  args: { onGoal: fn(), mobile: false },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>

export default meta
type Story = StoryObj<typeof meta>

/** Desktop: numbers masked until clicked; a click records the place's goal. */
export const Desktop: Story = {
  play: async ({ canvasElement, args }) => {
    const header = within(canvasElement)
    await userEvent.click(header.getByRole('button', { name: 'Показать номер +7 (495) 120-38-XX' }))
    await expect(args.onGoal).toHaveBeenCalledWith('phone_header_MSK')
    await expect(header.getByRole('link', { name: 'Позвонить +7 (495) 120-38-64' })).toHaveFocus()
  },
}

/** The desktop menu opens with the keyboard and Escape closes it. */
export const MenuByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const header = within(canvasElement)
    const buyers = header.getByRole('button', { name: 'Покупателям' })
    buyers.focus()
    await userEvent.keyboard('{Enter}')
    await expect(buyers).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{Escape}')
    await expect(buyers).toHaveAttribute('aria-expanded', 'false')
    await expect(buyers).toHaveFocus()
  },
}

/** Mobile: full numbers behind the «Телефоны» button. */
export const Mobile: Story = {
  args: { mobile: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement)
    await userEvent.click(header.getByRole('button', { name: 'Телефоны' }))
    await expect(header.getByRole('link', { name: 'Позвонить +7 (812) 309-45-17' })).toBeVisible()
  },
}
