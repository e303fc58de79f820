import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { PhoneNumber } from './PhoneNumber.tsx'

const phone = { phone_number: '+78123094517', html_class: 'phone_header_SPB' }
const goals = { desktop: 'phone_contacts_ps', mobile: 'kontacts_spb_mob' } as const

describe('PhoneNumber', () => {
  it('on desktop hides the last two digits until clicked, then shows and dials the full number', async () => {
    const onGoal = vi.fn()
    render(<PhoneNumber phone={phone} goals={goals} mobile={false} onGoal={onGoal} />)
    const button = screen.getByRole('button', { name: /Показать номер/ })
    expect(button.textContent).toBe('+7 (812) 309-45-XX')
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
})
