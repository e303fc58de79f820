import { Box, vars } from '@gruzovik/design-system'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'Design system/Box',
  component: Box,
  args: {
    padding: 4,
    children: 'Отступы из шкалы токенов',
    style: { border: `1px dashed ${vars.color.border}` },
  },
} satisfies Meta<typeof Box>

export default meta
type Story = StoryObj<typeof meta>

export const Padding: Story = {
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('div > div') as HTMLElement
    await expect(getComputedStyle(box).paddingTop).toBe('16px')
  },
}

/** A list element laid out as a wrapping row: `as` picks the element. */
export const AsList: Story = {
  args: {
    as: 'ul',
    display: 'flex',
    flexWrap: 'wrap',
    gap: 2,
    padding: 0,
    style: { listStyle: 'none', margin: 0 },
    children: ['MAN', 'Scania', 'Volvo', 'DAF'].map((make) => <li key={make}>{make}</li>),
  },
}

/** Wider padding on a desktop, narrower on a phone (below 1024 px). */
export const Responsive: Story = { args: { padding: { mobile: 2, desktop: 6 } } }
