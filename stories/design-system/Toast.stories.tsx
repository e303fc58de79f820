import { Button, createToastQueue, ToastRegion } from '@gruzovik/design-system'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'

/** Each story gets its own queue, so toasts from one story never leak into another. */
function Demo() {
  const [queue] = useState(() => createToastQueue())
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onPress={() => queue.success('Товар добавлен в корзину')}>Успех</Button>
      <Button
        variant="secondary"
        onPress={() => queue.error('Не удалось оформить заказ. Попробуйте ещё раз.')}
      >
        Ошибка
      </Button>
      <ToastRegion queue={queue} />
    </div>
  )
}

const meta = { title: 'Design system/Toast', component: Demo } satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const ErrorAppearsAndCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ошибка' }))
    const toast = await screen.findByRole('alertdialog')
    await expect(toast).toHaveTextContent('Не удалось оформить заказ')
    await expect(toast).toHaveAttribute('data-kind', 'error')
    await userEvent.click(within(toast).getByRole('button', { name: 'Закрыть' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  },
}

export const SuccessAppears: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Успех' }))
    await expect(await screen.findByRole('alertdialog')).toHaveAttribute('data-kind', 'success')
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ошибка' }))
    await expect(await screen.findByRole('alertdialog')).toBeVisible()
  },
}
