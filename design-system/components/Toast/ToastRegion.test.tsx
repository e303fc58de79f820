import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ToastRegion } from './ToastRegion.tsx'
import { createToastQueue } from './toast-queue.ts'

describe('ToastRegion', () => {
  it('shows an error pushed through the queue and closes it with the close button', async () => {
    const queue = createToastQueue()
    render(<ToastRegion queue={queue} />)
    act(() => {
      queue.error('Не удалось добавить товар в корзину')
    })
    const toast = await screen.findByRole('alertdialog')
    expect(toast.textContent).toContain('Не удалось добавить товар в корзину')
    expect(toast.getAttribute('data-kind')).toBe('error')
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })

  it('shows a success and an error toast at the same time', async () => {
    const queue = createToastQueue()
    render(<ToastRegion queue={queue} />)
    act(() => {
      queue.success('Товар добавлен в корзину')
      queue.error('Нет связи с сервером')
    })
    const toasts = await screen.findAllByRole('alertdialog')
    expect(toasts.map((toast) => toast.getAttribute('data-kind')).sort()).toEqual([
      'error',
      'success',
    ])
  })
})
