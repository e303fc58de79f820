import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CopyText } from './CopyText.tsx'

afterEach(() => vi.restoreAllMocks())

const fakeToasts = () => ({ success: vi.fn(), error: vi.fn() })

describe('CopyText', () => {
  it('copies the article and shows a success notification with the copied text', async () => {
    const user = userEvent.setup()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    const toasts = fakeToasts()
    render(<CopyText text="81.50601-6070" toasts={toasts} />)
    await user.click(screen.getByRole('button', { name: 'Скопировать артикул 81.50601-6070' }))
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Скопировано: 81.50601-6070'))
    expect(writeText).toHaveBeenCalledWith('81.50601-6070')
    expect(toasts.error).not.toHaveBeenCalled()
  })

  it('a refused copy shows an error notification instead', async () => {
    const user = userEvent.setup()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'))
    const toasts = fakeToasts()
    render(<CopyText text="A-1" toasts={toasts} />)
    await user.click(screen.getByRole('button'))
    await waitFor(() => expect(toasts.error).toHaveBeenCalledTimes(1))
    expect(toasts.success).not.toHaveBeenCalled()
  })

  it('without a clipboard API (plain http) the copy fails with the error notification', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const clipboard = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard')
    Object.defineProperty(window.navigator, 'clipboard', { value: undefined, configurable: true })
    try {
      const toasts = fakeToasts()
      render(<CopyText text="A-1" toasts={toasts} />)
      await userEvent.click(screen.getByRole('button'))
      await waitFor(() => expect(toasts.error).toHaveBeenCalledTimes(1))
    } finally {
      if (clipboard) Object.defineProperty(window.navigator, 'clipboard', clipboard)
      else Reflect.deleteProperty(window.navigator, 'clipboard')
    }
  })
})
