import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { MainMenu } from '../../../src/api/catalog.ts'
import { HomePage } from '../../../src/features/home/components/HomePage.tsx'
import { homeMenu } from '../../../src/features/home/home-fixtures.ts'
import type { LatestArrivals } from '../../../src/features/home/latest-arrivals.ts'
import type { LoadResult } from '../../../src/lib/load-result.ts'
import { createShop } from '../../../src/testing/create-shop.tsx'
import { failed, ok, pending, storyArrivals } from './home-story-data.ts'

function home(
  menu: () => Promise<LoadResult<MainMenu>>,
  arrivals: () => Promise<LoadResult<LatestArrivals>>,
  mobile?: boolean,
) {
  // Promises made per render of the story, never kept in args (Storybook clones args).
  return () =>
    createShop(<HomePage data={{ menu: menu(), arrivals: arrivals() }} mobile={mobile} />).element
}

const meta = {
  title: 'Features/Home/HomePage',
  parameters: { layout: 'padded' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {
  render: home(
    () => ok(homeMenu),
    () => ok(storyArrivals),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const makes = await canvas.findByRole('list', { name: 'Запчасти по марке' })
    await expect(within(makes).getByRole('link', { name: 'MAN' })).toHaveAttribute(
      'href',
      '/catalog/man',
    )
    await expect(
      await canvas.findByRole('link', { name: 'MAN TGX 18.440 2010 г.' }),
    ).toHaveAttribute('href', '/postupleniya_mashin/man-tgx/man-tgx-18-440-2010-1')
  },
}

export const Loading: Story = {
  render: home(pending, pending),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Загружаем каталог…')).toBeInTheDocument()
    await expect(
      canvas.getByRole('searchbox', { name: 'Поиск по названию или артикулу' }),
    ).toBeVisible()
  },
}

export const CatalogFailed: Story = {
  render: home(failed, () => ok(storyArrivals)),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('Не удалось загрузить разделы каталога.')
  },
}

export const ArrivalsOffline: Story = {
  render: home(
    () => ok(homeMenu),
    () => failed(true),
  ),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('Нет соединения с интернетом.')
  },
}

export const OnPhone: Story = {
  render: home(
    () => ok(homeMenu),
    () => ok(storyArrivals),
    true,
  ),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}
