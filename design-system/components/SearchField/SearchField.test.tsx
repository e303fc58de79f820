import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SearchField } from './SearchField.tsx'

describe('SearchField', () => {
  it('submits the trimmed text on Enter', async () => {
    const onSubmit = vi.fn()
    render(<SearchField onSubmit={onSubmit} />)
    await userEvent.type(screen.getByRole('searchbox', { name: 'Поиск' }), '  колодки MAN {Enter}')
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('колодки MAN')
  })

  it('does not submit blank text', async () => {
    const onSubmit = vi.fn()
    render(<SearchField onSubmit={onSubmit} />)
    await userEvent.type(screen.getByRole('searchbox', { name: 'Поиск' }), '   {Enter}')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('the clear button empties the text and reports it', async () => {
    const onChange = vi.fn()
    render(<SearchField defaultValue="81.50820" onChange={onChange} />)
    await userEvent.click(screen.getByRole('button', { name: 'Очистить поиск' }))
    expect(screen.getByRole('searchbox', { name: 'Поиск' })).toHaveProperty('value', '')
    expect(onChange).toHaveBeenLastCalledWith('')
  })
})
