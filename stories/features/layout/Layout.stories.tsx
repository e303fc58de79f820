import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Layout } from '../../../src/features/layout/components/Layout.tsx'
import { MainMenuStoreContext } from '../../../src/features/layout/menu-data/use-main-menu.ts'
import { TestAppData } from '../../../src/features/layout/test-providers.tsx'
import { storyMenuStore } from './fixtures.ts'

const store = storyMenuStore()

const meta = {
  title: 'Features/Layout/Layout',
  component: Layout,
  decorators: [
    (Story) => (
      <TestAppData>
        <MainMenuStoreContext.Provider value={store}>
          <Story />
        </MainMenuStoreContext.Provider>
      </TestAppData>
    ),
  ],
  args: {
    children: (
      <>
        <h1>Запчасти для грузовиков</h1>
        <p>Содержимое страницы.</p>
      </>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Layout>

export default meta
type Story = StoryObj<typeof meta>

/** No slots filled: the layout stands on its own. */
export const WithoutSlots: Story = {}

/** Placeholders where search, cart and account plug in. */
export const WithSlots: Story = {
  args: {
    search: (
      <input aria-label="Поиск по названию или артикулу" style={{ width: '100%', minHeight: 44 }} />
    ),
    cartButton: <button type="button">Корзина (2)</button>,
    accountButton: <button type="button">Константин…</button>,
    barAccount: <button type="button">Кабинет</button>,
    barCart: <button type="button">Корзина</button>,
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body)
    const bar = page.getByRole('navigation', { name: 'Нижняя панель' })
    await userEvent.click(within(bar).getByRole('button', { name: 'Меню' }))
    const sheet = await page.findByRole('dialog', { name: 'Меню' })
    await userEvent.click(within(sheet).getByRole('button', { name: 'Каталог' }))
    await waitFor(() => expect(page.getByRole('heading', { name: 'Каталог' })).toBeVisible())
    await userEvent.click(page.getByRole('button', { name: 'Назад' }))
    await expect(page.getByRole('heading', { name: 'Меню' })).toBeVisible()
  },
}
