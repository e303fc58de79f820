import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PartCard } from '../../../src/components/PartCard/PartCard.tsx'
import { PartGridSkeleton } from '../../../src/components/PartCard/PartGrid.tsx'
import { createShop } from '../../../src/testing/create-shop.tsx'
import { samplePart, usedPart } from '../../../src/testing/fixtures.ts'

const meta = {
  title: 'Catalog/PartCard',
  component: PartCard,
  args: { part: samplePart },
  decorators: [(Story) => <div style={{ maxWidth: 260 }}>{createShop(<Story />).element}</div>],
} satisfies Meta<typeof PartCard>

export default meta
type Story = StoryObj<typeof meta>

export const Discounted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('81.50601-6070')).toBeVisible()
    await expect(canvas.getByRole('button', { name: /В корзину:/ })).toBeEnabled()
  },
}

/** A base price above the price without the discount flag is the price paid: nothing struck. */
export const OldPriceWithoutDiscountFlag: Story = {
  args: {
    part: { ...samplePart, price: { base_price: 1_250_000, price: 1_150_050, discount: false } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/12\s500\s₽/)).toBeVisible()
    await expect(canvasElement.querySelector('del')).toBeNull()
  },
}

export const Used: Story = { args: { part: usedPart } }

export const OutOfStock: Story = {
  args: { part: { ...samplePart, total_stock: 0 } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Нет в наличии')).toBeVisible()
  },
}

export const LongTitleOnPhone: Story = {
  args: {
    part: {
      ...samplePart,
      full_title:
        'Тормозной механизм в сборе правый с суппортом и колодками MAN TGX 18.440 4x2 BLS, арт. 81.50804-6497',
      image: null,
      images: [],
    },
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

export const Loading: Story = {
  render: () => <PartGridSkeleton count={2} />,
}
