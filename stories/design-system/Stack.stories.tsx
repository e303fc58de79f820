import { Button, Stack, vars } from '@gruzovik/design-system'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

const meta = {
  title: 'Design system/Stack',
  component: Stack,
  args: {
    space: 4,
    style: { maxWidth: '20rem' },
    children: [
      <p key="title" style={{ margin: 0, fontWeight: vars.fontWeight.bold }}>
        Колодки тормозные MAN TGX
      </p>,
      <p key="stock" style={{ margin: 0, color: vars.color.textMuted }}>
        В наличии: 12 шт.
      </p>,
      <Button key="buy" variant="primary">
        В корзину
      </Button>,
    ],
  },
} satisfies Meta<typeof Stack>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const stack = within(canvasElement).getByText('Колодки тормозные MAN TGX')
      .parentElement as HTMLElement
    await expect(getComputedStyle(stack).flexDirection).toBe('column')
    await expect(getComputedStyle(stack).rowGap).toBe('16px')
  },
}

export const Centered: Story = { args: { space: 2, align: 'center' } }

/** A tighter gap on a phone. */
export const Responsive: Story = { args: { space: { mobile: 2, desktop: 6 } } }
