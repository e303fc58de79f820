import { Heading, Stack, Text, textSizes, textTones } from '@gruzovik/design-system'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

const meta = {
  title: 'Design system/Text',
  component: Text,
  args: { children: 'Колодки тормозные MAN TGX, 4 шт.' },
} satisfies Meta<typeof Text>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** Every step of the type scale. */
export const Sizes: Story = {
  render: (args) => (
    <Stack space={2}>
      {textSizes.map((size) => (
        <Text key={size} as="p" size={size}>
          {size}: {args.children}
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const sm = within(canvasElement).getByText(/^sm:/)
    await expect(getComputedStyle(sm).fontSize).toBe('14px')
    await expect(getComputedStyle(sm).marginTop).toBe('0px')
  },
}

/** Colour by meaning; every tone keeps AA contrast on the page surface. */
export const Tones: Story = {
  render: (args) => (
    <Stack space={2}>
      {textTones.map((tone) => (
        <Text key={tone} as="p" tone={tone}>
          {tone}: {args.children}
        </Text>
      ))}
    </Stack>
  ),
}

/** An article number in the monospace face, bold. */
export const Mono: Story = { args: { mono: true, weight: 'bold', children: '7473165637' } }

/** One line cut with «…», the whole text in the title. */
export const Truncated: Story = {
  render: (args) => (
    <div style={{ width: '12rem' }}>
      <Text {...args} truncate title={String(args.children)} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByTitle('Колодки тормозные MAN TGX, 4 шт.')
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth)
  },
}

/** Headings: the level sets the outline, `size` the look. */
export const Headings: Story = {
  render: () => (
    <Stack space={3}>
      <Heading level={1}>Каталог запчастей</Heading>
      <Heading level={2}>Тормозная система</Heading>
      <Heading level={3}>Колодки тормозные</Heading>
      <Heading level={2} size="md" tone="muted">
        Уровень 2, размер md
      </Heading>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const h1 = canvas.getByRole('heading', { level: 1, name: 'Каталог запчастей' })
    await expect(getComputedStyle(h1).fontSize).toBe('28px')
    await expect(getComputedStyle(h1).fontWeight).toBe('700')
    const small = canvas.getByRole('heading', { level: 2, name: 'Уровень 2, размер md' })
    await expect(getComputedStyle(small).fontSize).toBe('16px')
  },
}
