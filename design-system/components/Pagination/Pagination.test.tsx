import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Pagination } from './Pagination.tsx'
import { paginationRange } from './pagination-range.ts'

describe('paginationRange', () => {
  it('lists every page when there are few', () => {
    expect(paginationRange(2, 5)).toEqual([1, 2, 3, 4, 5])
  })
  it('puts gaps around the current page in a long list', () => {
    expect(paginationRange(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20])
  })
  it('clamps a page beyond the end and survives nonsense input', () => {
    expect(paginationRange(99, 3)).toEqual([1, 2, 3])
    expect(paginationRange(Number.NaN, 0)).toEqual([1])
  })
})

describe('Pagination', () => {
  it('marks the current page and moves to the next one', async () => {
    const onChange = vi.fn()
    render(<Pagination page={3} totalPages={10} onChange={onChange} />)
    expect(screen.getByRole('button', { name: 'Страница 3' }).getAttribute('aria-current')).toBe(
      'page',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Следующая страница' }))
    expect(onChange).toHaveBeenCalledExactlyOnceWith(4)
  })

  it('disables previous on the first page', () => {
    render(<Pagination page={1} totalPages={4} onChange={() => {}} />)
    expect(screen.getByRole('button', { name: 'Предыдущая страница' })).toHaveProperty(
      'disabled',
      true,
    )
  })

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onChange={() => {}} />)
    expect(container.innerHTML).toBe('')
  })
})
