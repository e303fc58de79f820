import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultPhones, phoneStore } from '../../lib/stores/phone-store.ts'
import { PhoneNumber } from './PhoneNumber.tsx'

const phone = { phone_number: '+78123094517', html_class: 'phone_header_SPB' }
const goals = { desktop: 'phone_contacts_ps', mobile: 'kontacts_spb_mob' } as const

describe('PhoneNumber', () => {
  afterEach(() => {
    phoneStore.replace([...defaultPhones], null)
    localStorage.clear()
  })

  it('on desktop hides the last two digits until clicked, then shows and dials the full number', async () => {
    const onGoal = vi.fn()
    render(<PhoneNumber phone={phone} goals={goals} mobile={false} onGoal={onGoal} />)
    const button = screen.getByRole('button', { name: /Показать номер/ })
    expect(button.textContent).toBe('+7 (812) 309-45-XXПоказать номер')
    // The «XX» comes with a visible word of what a click does.
    expect(screen.getByText('Показать номер')).toBeDefined()
    expect(screen.queryByText(/45-17/)).toBeNull()

    await userEvent.click(button)
    const link = screen.getByRole('link', { name: 'Позвонить +7 (812) 309-45-17' })
    expect(link.getAttribute('href')).toBe('tel:+78123094517')
    expect(document.activeElement).toBe(link)
    expect(onGoal).toHaveBeenCalledWith('phone_contacts_ps')
  })

  it('on mobile shows the full number and records the mobile goal on a tap', async () => {
    const onGoal = vi.fn((_goal: string) => {})
    render(<PhoneNumber phone={phone} goals={goals} mobile onGoal={onGoal} />)
    const link = screen.getByRole('link')
    expect(link.textContent).toBe('+7 (812) 309-45-17')
    link.addEventListener('click', (event) => event.preventDefault())
    await userEvent.click(link)
    expect(onGoal).toHaveBeenCalledWith('kontacts_spb_mob')
  })

  it('carries the call-tracking class of its phone', () => {
    render(<PhoneNumber phone={phone} goals={goals} mobile={false} onGoal={() => {}} />)
    expect(screen.getByRole('button').classList.contains('phone_header_SPB')).toBe(true)
  })

  it('records the desktop goal once per click and keeps the number shown', async () => {
    const onGoal = vi.fn()
    render(<PhoneNumber phone={phone} goals={goals} mobile={false} onGoal={onGoal} />)
    await userEvent.click(screen.getByRole('button'))
    const link = screen.getByRole('link')
    link.addEventListener('click', (event) => event.preventDefault())
    await userEvent.click(link)
    expect(onGoal.mock.calls).toEqual([['phone_contacts_ps'], ['phone_contacts_ps']])
  })

  it('shows the number of call tracking, still masked on desktop, when it replaces the branch one', () => {
    render(<PhoneNumber phone={phone} goals={goals} mobile={false} onGoal={() => {}} />)
    act(() => {
      phoneStore.replace([{ phone_number: '+78129990011', html_class: 'phone_header_SPB' }], 'ct')
    })
    expect(screen.getByRole('button').textContent).toBe('+7 (812) 999-00-XXПоказать номер')
  })

  it('reveals the full number when the screen turns mobile, and then taps count as mobile', async () => {
    const onGoal = vi.fn()
    const { rerender } = render(
      <PhoneNumber phone={phone} goals={goals} mobile={false} onGoal={onGoal} />,
    )
    rerender(<PhoneNumber phone={phone} goals={goals} mobile onGoal={onGoal} />)
    const link = screen.getByRole('link')
    expect(link.textContent).toBe('+7 (812) 309-45-17')
    expect(onGoal).not.toHaveBeenCalled()
    link.addEventListener('click', (event) => event.preventDefault())
    await userEvent.click(link)
    expect(onGoal).toHaveBeenCalledWith('kontacts_spb_mob')
  })
})
