import { Breadcrumbs } from '@gruzovik/design-system'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

const meta = {
  title: 'Design system/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Главная', href: '/' },
      { label: 'MAN', href: '/catalog/man' },
      { label: 'Тормозная система', href: '/catalog/man/tormoznaya-sistema' },
      { label: 'Тормозной механизм в сборе правый', href: '/product/tormoznoy-mehanizm' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Навигация по разделам' })
    await expect(
      within(nav).getByText('Тормозной механизм в сборе правый').closest('[aria-current]'),
    ).toHaveAttribute('aria-current', 'page')
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } }
