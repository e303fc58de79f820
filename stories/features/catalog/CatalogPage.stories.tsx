import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import {
  CatalogNotFound,
  CatalogPage,
} from '../../../src/features/catalog/components/CatalogPage.tsx'
import { CatalogSkeleton } from '../../../src/features/catalog/components/CatalogSkeleton.tsx'
import { createShop } from '../../../src/testing/create-shop.tsx'
import { catalogResponse } from '../../../src/testing/fixtures.ts'

const meta = {
  title: 'Catalog/CatalogPage',
  component: CatalogPage,
  args: {
    result: { status: 'ok', data: catalogResponse(6, 60) },
    search: {},
    onSearch: fn(),
  },
  decorators: [(Story) => createShop(<Story />).element],
} satisfies Meta<typeof CatalogPage>

export default meta
type Story = StoryObj<typeof meta>

export const Listing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Найдено 60 запчастей')).toBeVisible()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Только в наличии' }))
    await expect(args.onSearch).toHaveBeenCalledWith({ in_stock: true, page: undefined })
  },
}

export const Filtered: Story = {
  args: { search: { marks: ['daf'], condition: 'used', sort: 'price_asc' } },
}

export const NothingFound: Story = {
  args: { result: { status: 'ok', data: catalogResponse(0) }, search: { in_stock: true } },
}

export const SectionNotFound: Story = { render: () => <CatalogNotFound /> }

export const Offline: Story = { args: { result: { status: 'error', offline: true } } }

export const Loading: Story = { render: () => <CatalogSkeleton /> }
