import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { requestCallback } from '../../../../api/callback.ts'
import { ApiError } from '../../../../api/errors.ts'
import { clientWith, fakeFetch } from '../../../../api/test-fetch.ts'
import { callbackTexts as texts } from '../../../../content/footer.ts'
import { onErrorNotification } from '../../../../lib/error-notifications.ts'
import { CallbackForm } from './CallbackForm.tsx'

const codes = [{ prefix: '7', mask: '+7(###)### ## ##' }]

function setup(status: number, body: unknown) {
  const { fetch, requests } = fakeFetch(status, body)
  const client = clientWith(fetch)
  const send = vi.fn((input: Parameters<typeof requestCallback>[0]) =>
    requestCallback(input, client),
  )
  const notifySuccess = vi.fn()
  const onGoal = vi.fn()
  render(
    <CallbackForm phoneCodes={codes} send={send} notifySuccess={notifySuccess} onGoal={onGoal} />,
  )
  return { send, requests, notifySuccess, onGoal }
}

async function fill(name: string, digits: string) {
  const user = userEvent.setup()
  if (name) await user.type(screen.getByRole('textbox', { name: texts.name }), name)
  if (digits) await user.type(screen.getByLabelText(texts.phone), digits)
  await user.click(screen.getByRole('button', { name: texts.submit }))
}

describe('callback form', () => {
  it('sends name and phone, thanks the visitor, records form_callback and clears', async () => {
    const { requests, notifySuccess, onGoal } = setup(201, { success: true })
    await fill('  Иван ', '9991234567')
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(texts.success))
    const body = await requests[0]?.json()
    expect(requests[0]?.method).toBe('POST')
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/callback')
    expect(body).toEqual({ name: 'Иван', phone: '+7(999)123 45 67' })
    expect(onGoal).toHaveBeenCalledWith('form_callback')
    expect(screen.getByRole('textbox', { name: texts.name })).toHaveProperty('value', '')
  })

  it('shows 422 field errors under the fields and records no goal', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { onGoal } = setup(422, {
      message: 'Проверьте данные',
      errors: { name: ['Имя слишком короткое'], phone: ['Неверный номер', 'ещё'] },
    })
    const announced = vi.fn()
    const stop = onErrorNotification(announced)
    await fill('Я', '9991234567')
    expect(await screen.findByText('Имя слишком короткое')).toBeTruthy()
    expect(screen.getByText('Неверный номер')).toBeTruthy()
    expect(screen.queryByText('ещё')).toBeNull()
    // The top-level message goes to the error notification.
    expect(announced).toHaveBeenCalledWith('Проверьте данные', expect.anything())
    expect(onGoal).not.toHaveBeenCalled()
    stop()
  })

  it('a second press while sending sends nothing more', async () => {
    const send = vi.fn(() => new Promise<never>(() => {}))
    render(<CallbackForm phoneCodes={codes} send={send} notifySuccess={vi.fn()} onGoal={vi.fn()} />)
    await fill('Иван', '9991234567')
    await userEvent.click(screen.getByRole('button', { name: texts.sending }))
    expect(send).toHaveBeenCalledOnce()
  })

  it('empty fields are caught before sending', async () => {
    const { send } = setup(201, { success: true })
    await fill('', '')
    expect(screen.getByText(texts.nameRequired)).toBeTruthy()
    expect(screen.getByText(texts.phoneRequired)).toBeTruthy()
    expect(send).not.toHaveBeenCalled()
  })

  it('a network failure says so in the form and keeps what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const send = vi.fn(async () => {
      throw new ApiError(0, null, 'Failed to fetch')
    })
    render(<CallbackForm phoneCodes={codes} send={send} notifySuccess={vi.fn()} onGoal={vi.fn()} />)
    await fill('Пётр', '9991234567')
    expect((await screen.findByRole('alert')).textContent).toBe(texts.failed)
    expect(screen.getByRole('textbox', { name: texts.name })).toHaveProperty('value', 'Пётр')
  })
})
