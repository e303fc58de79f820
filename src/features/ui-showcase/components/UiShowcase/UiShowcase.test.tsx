import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { uiShowcaseTexts as texts } from '../../../../content/ui-showcase.ts'
import { UiShowcase } from './UiShowcase.tsx'

const fakeToasts = () => ({ success: vi.fn(), error: vi.fn() })

describe('UiShowcase', () => {
  it('renders a titled section for every component and the tokens', () => {
    render(<UiShowcase toasts={fakeToasts()} />)
    for (const { title } of Object.values(texts.sections)) {
      const heading = screen.getByRole('heading', { level: 2, name: title })
      expect(screen.getByRole('region', { name: title }).contains(heading)).toBe(true)
    }
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(
      Object.keys(texts.sections).length,
    )
  })

  it('shows prices in roubles with the old price struck through', () => {
    render(<UiShowcase toasts={fakeToasts()} />)
    const price = screen.getByRole('region', { name: texts.sections.price.title })
    expect(price.textContent).toContain('1\u00a0234,50\u00a0₽')
    expect(price.querySelector('del')?.textContent).toContain('1\u00a0450\u00a0₽')
  })

  it('the stepper counts up to the stock and no further', async () => {
    const user = userEvent.setup()
    render(<UiShowcase toasts={fakeToasts()} />)
    const group = screen.getByRole('group', {
      name: texts.quantityStepper.group(texts.quantityStepper.part),
    })
    const plus = within(group).getByRole('button', { name: 'Увеличить количество' })
    const minus = within(group).getByRole('button', { name: 'Уменьшить количество' })
    expect(minus.hasAttribute('disabled')).toBe(true)
    await user.click(plus)
    expect(within(group).getByRole('status').textContent).toBe('2')
    await user.click(plus)
    await user.click(plus)
    expect(within(group).getByRole('status').textContent).toBe('4')
    expect(plus.hasAttribute('disabled')).toBe(true)
    expect(screen.getByText(texts.quantityStepper.atStock)).toBeTruthy()
    await user.click(minus)
    expect(within(group).getByRole('status').textContent).toBe('3')
  })

  it('the dialog opens from its button and closes with the answer', async () => {
    const user = userEvent.setup()
    render(<UiShowcase toasts={fakeToasts()} />)
    await user.click(screen.getByRole('button', { name: texts.dialog.open }))
    const dialog = await screen.findByRole('dialog', { name: texts.dialog.title })
    await user.click(within(dialog).getByRole('button', { name: texts.dialog.cancel }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByText(texts.dialog.kept)).toBeTruthy()
  })

  it('the article field shows its error for a short article and drops it for a full one', async () => {
    const user = userEvent.setup()
    render(<UiShowcase toasts={fakeToasts()} />)
    const field = screen.getByRole('textbox', { name: texts.textField.article })
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText(texts.textField.articleError)).toBeTruthy()
    await user.type(field, '3165')
    expect(field.getAttribute('aria-invalid')).toBeNull()
    expect(screen.queryByText(texts.textField.articleError)).toBeNull()
  })

  it('the radio group moves its choice and skips the disabled option', async () => {
    const user = userEvent.setup()
    render(<UiShowcase toasts={fakeToasts()} />)
    const group = screen.getByRole('radiogroup', { name: texts.radioGroup.label })
    await user.click(within(group).getByRole('radio', { name: /Транспортной компанией/ }))
    expect(screen.getByText(texts.radioGroup.chosen('Транспортной компанией'))).toBeTruthy()
    expect(
      within(group)
        .getByRole('radio', { name: /Курьером/ })
        .hasAttribute('disabled'),
    ).toBe(true)
  })

  it('the toast buttons send a success and an error to the queue', async () => {
    const user = userEvent.setup()
    const toasts = fakeToasts()
    render(<UiShowcase toasts={toasts} />)
    await user.click(screen.getByRole('button', { name: texts.toast.success }))
    await user.click(screen.getByRole('button', { name: texts.toast.error }))
    expect(toasts.success).toHaveBeenCalledWith(texts.toast.successText)
    expect(toasts.error).toHaveBeenCalledWith(texts.toast.errorText)
  })
})
