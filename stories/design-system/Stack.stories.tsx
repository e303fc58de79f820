import { Button, Stack, Text } from '@gruzovik/design-system'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

const meta = {
  title: 'Design system/Stack',
  component: Stack,
  args: {
    space: 4,
    children: [
      <Text key="title" as="p" weight="bold">
        Колодки тормозные MAN TGX
      </Text>,
      <Text key="stock" as="p" tone="muted">
        В наличии: 12 шт.
      </Text>,
      <Button key="buy" variant="primary">
        В корзину
      </Button>,
    ],
  },
  // Stack takes layout props only: the box it wraps in sets its width.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
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
