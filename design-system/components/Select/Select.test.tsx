import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { Select } from './Select.tsx'

const options = [
  { id: 'relevance', label: 'По релевантности' },
  { id: 'price_asc', label: 'Сначала дешевле' },
  { id: 'price_desc', label: 'Сначала дороже', isDisabled: true },
]

describe('Select', () => {
  it('renders a closed trigger named by its value and label, without listbox code', () => {
    const html = renderToString(
      <Select label="Сортировка" options={options} selectedKey="price_asc" description="Порядок" />,
    )
    expect(html).toContain('aria-haspopup="listbox"')
    expect(html).toContain('Сначала дешевле')
    expect(html).not.toContain('role="listbox"')
    render(<Select label="Сортировка" options={options} selectedKey="price_asc" />)
    expect(screen.getByRole('button', { name: 'Сначала дешевле Сортировка' })).toHaveProperty(
      'type',
      'button',
    )
  })

  it('opens react-aria’s listbox on the first press and reports the chosen option', async () => {
    const onSelectionChange = vi.fn()
    render(
      <Select
        label="Сортировка"
        options={options}
        selectedKey="relevance"
        onSelectionChange={onSelectionChange}
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: /Сортировка/ }))
    const listbox = await screen.findByRole('listbox', {}, { timeout: 10_000 })
    expect(listbox).toBeTruthy()
    expect(
      screen.getByRole('option', { name: 'Сначала дороже' }).getAttribute('aria-disabled'),
    ).toBe('true')
    await userEvent.click(screen.getByRole('option', { name: 'Сначала дешевле' }))
    expect(onSelectionChange).toHaveBeenCalledWith('price_asc')
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
  })

  it('opens from the keyboard and gives the focus back to its trigger when closed', async () => {
    render(<Select label="Сортировка" options={options} selectedKey="relevance" />)
    await userEvent.tab()
    await userEvent.keyboard('{ArrowDown}')
    const listbox = await screen.findByRole('listbox', {}, { timeout: 10_000 })
    // The focus moves into the open popover (the listbox's own element in a browser).
    const popover = listbox.closest('[data-trigger="Select"]')
    await waitFor(() => expect(popover?.contains(document.activeElement)).toBe(true))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Сортировка/ }))
  })

  it('shows the value given either way react-aria takes it', () => {
    render(
      <>
        <Select label="Гарантия" options={options} defaultValue="price_asc" />
        <Select label="Порядок" options={options} value="relevance" />
        <Select label="Выбор" options={options} />
      </>,
    )
    expect(screen.getByRole('button', { name: /Гарантия/ }).textContent).toContain(
      'Сначала дешевле',
    )
    expect(screen.getByRole('button', { name: /Порядок/ }).textContent).toContain(
      'По релевантности',
    )
    expect(screen.getByRole('button', { name: /Выбор/ }).textContent).toContain('Выберите')
  })

  it('does not open when disabled', async () => {
    render(<Select label="Гарантия" options={options} selectedKey="relevance" isDisabled />)
    await userEvent.click(screen.getByRole('button', { name: /Гарантия/ }))
    expect(screen.queryByRole('listbox')).toBeNull()
  })
})
