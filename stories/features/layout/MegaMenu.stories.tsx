import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import MegaMenu from '../../../src/features/layout/components/MegaMenu/MegaMenu.tsx'
import { createMainMenuStore } from '../../../src/lib/stores/main-menu-store.ts'
import { loadStoryPartNames, searchStoryPartNames, storyMenuStore } from './fixtures.ts'

const meta = {
  title: 'Features/Layout/Mega menu',
  component: MegaMenu,
  args: {
    onNavigate: fn(),
    loadPartNames: loadStoryPartNames,
    searchPartNames: searchStoryPartNames,
  },
  render: (args) => (
    <div style={{ padding: 16, maxWidth: 1200 }}>
      <MegaMenu {...args} />
    </div>
  ),
} satisfies Meta<typeof MegaMenu>

export default meta
type Story = StoryObj<typeof meta>

export const ByMake: Story = { args: { store: storyMenuStore() } }

/** Pick a node, then filter its part names. */
export const ByNode: Story = {
  args: { store: storyMenuStore() },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement)
    await userEvent.click(await menu.findByRole('button', { name: 'Запчасти по узлам' }))
    await userEvent.click(menu.getByRole('button', { name: 'Двигатель' }))
    await expect(await menu.findByRole('link', { name: 'Поршень' })).toBeVisible()
    await userEvent.type(menu.getByRole('searchbox'), ' ФОРС ')
    await expect(menu.getByRole('link', { name: 'Форсунка топливная' })).toBeVisible()
    await expect(menu.queryByRole('link', { name: 'Поршень' })).toBeNull()
  },
}

export const AssembledUnits: Story = {
  args: { store: storyMenuStore() },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement)
    await userEvent.click(await menu.findByRole('button', { name: 'Агрегаты в сборе' }))
    await expect(menu.getByRole('link', { name: 'КПП в сборе' })).toHaveAttribute(
      'href',
      '/catalog/kpp',
    )
  },
}

export const LoadFailed: Story = {
  args: { store: createMainMenuStore(() => Promise.reject(new Error('503'))) },
}
