import { Tabs } from '@gruzovik/design-system'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'

const meta = {
  title: 'Design system/Tabs',
  component: Tabs,
  args: {
    'aria-label': 'О товаре',
    items: [
      { id: 'about', label: 'Описание', content: 'Тормозной механизм в сборе правый, оригинал.' },
      { id: 'fits', label: 'Применимость', content: 'MAN TGX, TGS 2007–2020' },
      { id: 'warranty', label: 'Гарантия', content: 'До 12 месяцев на новые детали.' },
      { id: 'reviews', label: 'Отзывы', content: '', isDisabled: true },
    ],
  },
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

export const SwitchesPanels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('tab', { name: 'Применимость' }))
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('MAN TGX')
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'Гарантия' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } }
