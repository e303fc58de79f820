import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { visuallyHidden } from '../../css/visually-hidden.css.ts'
import { LightSearchField } from './LightSearchField.tsx'

function Field({ onSubmit, onEscape }: { onSubmit: (q: string) => void; onEscape?: () => void }) {
  const [value, setValue] = useState('')
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: catches the Escape the field lets through
    <div onKeyDown={(event) => event.key === 'Escape' && onEscape?.()}>
      <LightSearchField label="Поиск" value={value} onChange={setValue} onSubmit={onSubmit} />
    </div>
  )
}

describe('LightSearchField', () => {
  it('with hideLabel keeps its name for screen readers but shows no label above the box', () => {
    render(
      <LightSearchField label="Поиск" hideLabel value="" onChange={() => {}} onSubmit={() => {}} />,
    )
    expect(screen.getByRole('searchbox', { name: 'Поиск' })).toBeDefined()
    expect(screen.getByText('Поиск').className).toBe(visuallyHidden)
  })

  it('is a labelled search box; Enter submits the trimmed text, never a blank one', async () => {
    const onSubmit = vi.fn()
    render(<Field onSubmit={onSubmit} />)
    const box = screen.getByRole('searchbox', { name: 'Поиск' })
    await userEvent.type(box, '   {Enter}')
    expect(onSubmit).not.toHaveBeenCalled()
    await userEvent.type(box, ' 81.50601-6070 {Enter}')
    expect(onSubmit).toHaveBeenCalledWith('81.50601-6070')
  })

  it('Escape clears the text; on an empty field it passes through', async () => {
    const onEscape = vi.fn()
    render(<Field onSubmit={() => {}} onEscape={onEscape} />)
    const box = screen.getByRole('searchbox', { name: 'Поиск' }) as HTMLInputElement
    await userEvent.type(box, 'колодки{Escape}')
    expect(box.value).toBe('')
    expect(onEscape).not.toHaveBeenCalled()
    await userEvent.keyboard('{Escape}')
    expect(onEscape).toHaveBeenCalledOnce()
  })

  it('the ✕ clears the text and leaves the focus in the field', async () => {
    render(<Field onSubmit={() => {}} />)
    const box = screen.getByRole('searchbox', { name: 'Поиск' }) as HTMLInputElement
    await userEvent.type(box, 'фильтр')
    await userEvent.click(screen.getByRole('button', { name: 'Очистить поиск' }))
    expect(box.value).toBe('')
    expect(document.activeElement).toBe(box)
  })
})
