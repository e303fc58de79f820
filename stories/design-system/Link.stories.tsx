import { Link } from '@gruzovik/design-system'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

const meta = {
  title: 'Design system/Link',
  component: Link,
  args: { href: '/legal_information', children: 'пользовательское соглашение' },
} satisfies Meta<typeof Link>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'пользовательское соглашение' })
    await expect(link.getAttribute('href')).toBe('/legal_information')
  },
}

export const LongRussianText: Story = {
  args: { children: 'Тормозной механизм в сборе правый для MAN TGX 18.440 2016 года выпуска' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

export const Disabled: Story = { args: { isDisabled: true } }
