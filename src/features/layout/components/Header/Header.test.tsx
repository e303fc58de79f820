import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { headerTexts } from '../../../../content/navigation.ts'
import { defaultPhones, phoneStore } from '../../../../lib/stores/phone-store.ts'
import { HeaderPhones } from './HeaderPhones.tsx'

afterEach(() => {
  localStorage.clear()
  // The store outlives this file in its worker: the next file sees the branches' own numbers.
  phoneStore.replace([...defaultPhones], null)
})

describe('header phones', () => {
  it('shows five places with the last two digits masked on desktop', () => {
    render(<HeaderPhones mobile={false} onGoal={vi.fn()} />)
    const list = screen.getByRole('list', { name: headerTexts.phones })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.firstChild?.textContent)).toEqual([
      'Санкт-Петербург',
      'Москва',
      'Красноярск',
      'Краснодар',
      'СТО',
    ])
    expect(within(items[0] as HTMLElement).getByRole('button').textContent).toBe(
      '+7 (812) 309-45-XXПоказать номер',
    )
  })

  it('a click reveals the number and records the place’s goal', async () => {
    const onGoal = vi.fn()
    render(<HeaderPhones mobile={false} onGoal={onGoal} />)
    const buttons = screen.getAllByRole('button', { name: /Показать номер/ })
    const expected = [
      'phone_header_SPB',
      'phone_header_MSK',
      'phone_header_KSK',
      'phone_header_KRD',
      'phone_STO_SPB',
    ]
    for (const [index, button] of buttons.entries()) {
      await userEvent.click(button)
      expect(onGoal).toHaveBeenLastCalledWith(expected[index])
    }
    expect(screen.getByRole('link', { name: 'Позвонить +7 (812) 309-45-17' })).toBeTruthy()
  })

  it('on mobile the numbers are full tel: links behind the «Телефоны» button', async () => {
    render(<HeaderPhones mobile onGoal={vi.fn()} />)
    const toggle = screen.getByRole('button', { name: headerTexts.showPhones })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    await userEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const link = screen.getByRole('link', { name: 'Позвонить +7 (495) 120-38-64' })
    expect(link.getAttribute('href')).toBe('tel:+74951203864')
  })

  it('shows the call-tracking number for the display’s html_class', () => {
    phoneStore.replace(
      [{ phone_number: '+74950000077', html_class: 'ct-7 phone_header_MSK' }],
      'client-1',
    )
    render(<HeaderPhones mobile onGoal={vi.fn()} />)
    expect(screen.getByRole('link', { name: 'Позвонить +7 (495) 000-00-77' })).toBeTruthy()
    // The others keep their own numbers.
    expect(screen.getByRole('link', { name: 'Позвонить +7 (812) 309-45-17' })).toBeTruthy()
  })
})
