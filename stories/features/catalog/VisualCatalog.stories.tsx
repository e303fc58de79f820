import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { VisualCatalogPage } from '../../../src/features/visual-catalog/components/VisualCatalogPage.tsx'
import { createShop } from '../../../src/testing/create-shop.tsx'

const meta = {
  title: 'Catalog/VisualCatalog',
  component: VisualCatalogPage,
  args: { slug: 'man-tgx-2016' },
  decorators: [(Story) => createShop(<Story />).element],
} satisfies Meta<typeof VisualCatalogPage>

export default meta
type Story = StoryObj<typeof meta>

export const ManTgx: Story = {
  play: async ({ canvasElement }) => {
    const zones = canvasElement.querySelectorAll('svg a')
    await expect(zones.length).toBe(10)
  },
}

export const VolvoOnPhone: Story = {
  args: { slug: 'volvo-fh-2015' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

export const UnknownModel: Story = { args: { slug: 'belaz-1970' } }
