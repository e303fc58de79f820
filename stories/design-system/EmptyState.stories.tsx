import { Button, EmptyState } from '@gruzovik/design-system'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

const meta = { title: 'Design system/EmptyState', component: EmptyState } satisfies Meta<
  typeof EmptyState
>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Ничего не найдено' }),
    ).toBeVisible()
  },
}

export const WithAction: Story = {
  args: {
    description: 'Проверьте артикул или поищите по названию детали.',
    action: <Button variant="secondary">Перейти в каталог</Button>,
  },
}

export const EmptyCart: Story = {
  args: { title: 'Корзина пуста', action: <Button>Начать покупки</Button> },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}
