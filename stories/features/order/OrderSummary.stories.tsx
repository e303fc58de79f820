import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { CartProduct } from '../../../src/api/cart.ts'
import { OrderSummary } from '../../../src/features/order/components/OrderSummary.tsx'
import { samplePart } from '../../../src/testing/fixtures.ts'

const warranty = { uuid: 'w1', price_type: 'percent' as const, fix: 0, percent: 10 }
const line = (overrides: Partial<CartProduct>): CartProduct =>
  ({
    product_uuid: samplePart.uuid,
    quantity: 2,
    warranty_uuid: null,
    product: { ...samplePart, warranties: [warranty] },
    ...overrides,
  }) as CartProduct

const meta = {
  title: 'Order/OrderSummary',
  component: OrderSummary,
  args: { lines: [line({ warranty_uuid: 'w1' })] },
} satisfies Meta<typeof OrderSummary>

export default meta
type Story = StoryObj<typeof meta>

export const WithWarranty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Итого')).toBeVisible()
  },
}

export const SoldOutLine: Story = { args: { lines: [line({ quantity: 0 })] } }
