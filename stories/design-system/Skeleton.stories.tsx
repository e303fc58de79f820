import { Skeleton } from '@gruzovik/design-system'
import type { Meta, StoryObj } from '@storybook/react-vite'

const meta = {
  title: 'Design system/Skeleton',
  component: Skeleton,
  args: { width: '16rem', height: '1.25rem' },
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

export const Line: Story = {}

export const Circle: Story = { args: { width: '48px', height: '48px', circle: true } }

/** A part card while loading: image, title, price, shaped like the real card. */
export const PartCard: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, width: 220 }}>
      <Skeleton height="160px" />
      <Skeleton width="90%" />
      <Skeleton width="60%" />
      <Skeleton width="40%" height="1.5rem" />
    </div>
  ),
}
