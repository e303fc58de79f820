import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../api/errors.ts'
import type { ShopOptions } from '../../../testing/create-shop.tsx'
import { renderInShop, testUser } from '../../../testing/render-in-shop.tsx'
import { AccountButton } from './AccountButton.tsx'
import { LoginOverlay } from './LoginOverlay.tsx'

function setup(calls: ShopOptions['calls'] = {}) {
  const { session } = renderInShop(
    <>
      <AccountButton />
      <LoginOverlay />
    </>,
    { calls },
  )
  return session
}

describe('LoginModal', () => {
  it('Регистрация asks for a name and shows the consent link; Назад returns to login', async () => {
    setup()
    await userEvent.click(await screen.findByRole('button', { name: 'Войти' }))
    expect(await screen.findByRole('dialog', { name: 'Вход' })).toBeDefined()
    await userEvent.click(screen.getByRole('button', { name: 'Регистрация' }))
    expect(await screen.findByRole('dialog', { name: 'Регистрация' })).toBeDefined()
    expect(screen.getByRole('textbox', { name: 'Имя или название организации' })).toBeDefined()
    const consent = screen.getByRole('link', { name: 'пользовательским соглашением' })
    expect(consent.getAttribute('href')).toBe('/legal_information')
    await userEvent.click(screen.getByRole('button', { name: 'Назад' }))
    expect(await screen.findByRole('dialog', { name: 'Вход' })).toBeDefined()
    expect(screen.queryByRole('textbox', { name: 'Имя или название организации' })).toBeNull()
  })

  it('after a login code is sent it says what an unregistered number receives instead', async () => {
    setup()
    await userEvent.click(await screen.findByRole('button', { name: 'Войти' }))
    await userEvent.type(await screen.findByRole('textbox', { name: 'Телефон' }), '9161234567')
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }))
    expect(await screen.findByText(/Если номер ещё не зарегистрирован/)).toBeDefined()
  })

  it('«Получить код» with an empty phone says why nothing was sent', async () => {
    const sendSms = vi.fn(async () => ({ success: true, resend_after: 60 }))
    setup({ sendSms })
    await userEvent.click(await screen.findByRole('button', { name: 'Войти' }))
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }))
    expect(await screen.findByText('Введите номер телефона, чтобы получить код')).toBeDefined()
    expect(sendSms).not.toHaveBeenCalled()
  })

  it('«Зарегистрироваться» on the code step opens registration with the number kept', async () => {
    setup()
    await userEvent.click(await screen.findByRole('button', { name: 'Войти' }))
    await userEvent.type(await screen.findByRole('textbox', { name: 'Телефон' }), '9161234567')
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Зарегистрироваться' }))
    expect(await screen.findByRole('dialog', { name: 'Регистрация' })).toBeDefined()
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveProperty(
      'value',
      '+7(916)123 45 67',
    )
  })

  it('a server field error shows under the phone', async () => {
    const sendSms = vi.fn(() =>
      Promise.reject(
        new ApiError(422, { errors: { phone: ['На номера этой страны мы не отправляем SMS'] } }),
      ),
    )
    setup({ sendSms })
    await userEvent.click(await screen.findByRole('button', { name: 'Войти' }))
    await userEvent.type(await screen.findByRole('textbox', { name: 'Телефон' }), '9161234567')
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }))
    expect(await screen.findByText('На номера этой страны мы не отправляем SMS')).toBeDefined()
    expect(sendSms).toHaveBeenCalledWith(expect.objectContaining({ mode: 'login' }))
  })

  it('the resend link unlocks after the seconds the server answered, 45 here', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      setup({ sendSms: async () => ({ success: true, resend_after: 45 }) })
      await user.click(await screen.findByRole('button', { name: 'Войти' }))
      await user.type(await screen.findByRole('textbox', { name: 'Телефон' }), '9161234567')
      await user.click(screen.getByRole('button', { name: 'Получить код' }))
      expect(await screen.findByText('Отправить код повторно можно через 45 с')).toBeDefined()
      await vi.advanceTimersByTimeAsync(44_000)
      expect(screen.getByText('Отправить код повторно можно через 1 с')).toBeDefined()
      expect(screen.queryByRole('button', { name: 'Отправить код повторно' })).toBeNull()
      await vi.advanceTimersByTimeAsync(1000)
      expect(await screen.findByRole('button', { name: 'Отправить код повторно' })).toBeDefined()
    } finally {
      vi.useRealTimers()
    }
  })

  it('a lost connection at «Получить код» is said under the button and a second press sends the code', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const sendSms = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(0, null, 'Failed to fetch', { cause: new TypeError('Failed to fetch') }),
      )
      .mockResolvedValueOnce({ success: true, resend_after: 60 })
    setup({ sendSms })
    await userEvent.click(await screen.findByRole('button', { name: 'Войти' }))
    await userEvent.type(await screen.findByRole('textbox', { name: 'Телефон' }), '9161234567')
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Не удалось связаться с магазином. Проверьте подключение к интернету и повторите.',
      ),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }))
    expect(await screen.findByText(/Отправить код повторно можно через 60 с/)).toBeDefined()
    expect(sendSms).toHaveBeenCalledTimes(2)
  })

  it('a 503 without a body while checking the code says so, and the same code can be checked again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const verifyCode = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(503, null))
      .mockResolvedValueOnce({
        token: { token: 't', ttl: 60, domain: 'localhost' },
        user: testUser,
      })
    const actors = setup({ verifyCode })
    await userEvent.click(await screen.findByRole('button', { name: 'Войти' }))
    await userEvent.type(await screen.findByRole('textbox', { name: 'Телефон' }), '9161234567')
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }))
    await userEvent.type(await screen.findByRole('textbox', { name: 'Код из СМС' }), '1234')
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Сервис временно недоступен. Повторите через минуту.',
      ),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Проверить код ещё раз' }))
    await waitFor(() => expect(actors.login.current?.getSnapshot().matches('closed')).toBe(true))
    expect(verifyCode).toHaveBeenCalledTimes(2)
  })

  it('after the code is sent, four digits log in by themselves with the phone and code', async () => {
    const verifyCode = vi.fn(async () => ({
      token: { token: 't', ttl: 60, domain: 'localhost' },
      user: testUser,
    }))
    const actors = setup({ verifyCode })
    await userEvent.click(await screen.findByRole('button', { name: 'Войти' }))
    await userEvent.type(await screen.findByRole('textbox', { name: 'Телефон' }), '9161234567')
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }))
    expect(await screen.findByText(/Отправить код повторно можно через 60 с/)).toBeDefined()
    await userEvent.type(screen.getByRole('textbox', { name: 'Код из СМС' }), '1234')
    await waitFor(() => expect(verifyCode).toHaveBeenCalledTimes(1))
    expect(verifyCode).toHaveBeenCalledWith(
      expect.objectContaining({ code: '1234', phone: '+7(916)123 45 67' }),
    )
    await waitFor(() => expect(actors.login.current?.getSnapshot().matches('closed')).toBe(true))
  })
})

describe('AccountButton', () => {
  it('a logged-in user sees the short last name, cut at 10 characters in the header', async () => {
    renderInShop(
      <>
        <AccountButton />
        <AccountButton placement="bar" />
      </>,
      { user: { ...testUser, last_name_f: 'Константинопольский К.' } },
    )
    const menu = await screen.findByRole('button', { name: /^Меню пользователя/ })
    expect(menu.textContent).toBe('Константин…▾')
    const bar = screen.getByRole('link', { name: /^Личный кабинет/ })
    expect(bar.textContent).toBe('Конст…')
    expect(bar.getAttribute('href')).toBe('/account')
  })

  it('the name in the header opens a menu with the account area and «Выйти» in words', async () => {
    renderInShop(<AccountButton />, { user: testUser })
    const trigger = await screen.findByRole('button', { name: /^Меню пользователя/ })
    expect(screen.queryByRole('button', { name: 'Выйти' })).toBeNull()
    await userEvent.click(trigger)
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('link', { name: 'Личный кабинет' }).getAttribute('href')).toBe(
      '/account',
    )
    expect(screen.getByRole('button', { name: 'Выйти' }).textContent).toBe('Выйти')
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('button', { name: 'Выйти' })).toBeNull()
    expect(document.activeElement).toBe(trigger)
  })
})
