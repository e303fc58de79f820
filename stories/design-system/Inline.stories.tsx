import { Button, Inline } from '@gruzovik/design-system'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

const meta = {
  title: 'Design system/Inline',
  component: Inline,
  args: {
    space: 2,
    children: [
      <Button key="back" variant="ghost">
        Продолжить покупки
      </Button>,
      <Button key="quick" variant="secondary">
        Быстрый заказ
      </Button>,
      <Button key="pay" variant="primary">
        Оплатить
      </Button>,
    ],
  },
  // Inline takes layout props only: the box it wraps in sets its width.
  decorators: [
    (Story, { parameters }) => (
      <div style={parameters.width ? { width: parameters.width } : { maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Inline>

export default meta
type Story = StoryObj<typeof meta>

/** Buttons side by side; the last wraps onto a second row in a narrow box. */
export const Wrapping: Story = {
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('button', { name: 'Оплатить' })
      .parentElement as HTMLElement
    await expect(getComputedStyle(row).flexWrap).toBe('wrap')
    await expect(getComputedStyle(row).columnGap).toBe('8px')
  },
}

export const AlignedRight: Story = {
  args: { align: 'right' },
  parameters: { width: '40rem' },
}

export const SpaceBetween: Story = {
  args: { align: 'space-between', alignY: 'center' },
  parameters: { width: '40rem' },
}
