import { Price } from '@gruzovik/design-system'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'Design system/Price',
  component: Price,
  args: { price: 1234550 },
  argTypes: { decimals: { control: 'inline-radio', options: ['auto', 'always'] } },
} satisfies Meta<typeof Price>

export default meta
type Story = StoryObj<typeof meta>

export const Regular: Story = {}

export const Discounted: Story = {
  args: { price: 890000, oldPrice: 1050000 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('del')?.textContent?.replace(/\s/g, ' ')).toBe(
      'Старая цена 10 500 ₽',
    )
  },
}

export const Total: Story = { args: { price: 4500000, decimals: 'always' } }
