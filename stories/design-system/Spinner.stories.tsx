import { Spinner } from '@gruzovik/design-system'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

const meta = { title: 'Design system/Spinner', component: Spinner } satisfies Meta<typeof Spinner>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Загрузка' })).toBeVisible()
  },
}

export const CustomLabel: Story = { args: { label: 'Загружаем корзину' } }
