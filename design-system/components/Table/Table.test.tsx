import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Table } from './Table.tsx'

interface Line {
  id: string
  title: string
  stock: number
}

const columns = [
  { id: 'title', title: 'Название', render: (line: Line) => line.title },
  { id: 'stock', title: 'Остаток', align: 'end' as const, render: (line: Line) => line.stock },
]

describe('Table', () => {
  it('renders a row per item with its cells', () => {
    render(
      <Table
        aria-label="Остатки"
        columns={columns}
        rows={[{ id: 'a', title: 'Тормозной механизм в сборе правый', stock: 3 }]}
      />,
    )
    expect(screen.getAllByRole('row')).toHaveLength(2)
    expect(screen.getByRole('rowheader').textContent).toBe('Тормозной механизм в сборе правый')
  })

  it('says nothing was found when there are no rows', () => {
    render(<Table aria-label="Остатки" columns={columns} rows={[]} />)
    expect(screen.getByText('Ничего не найдено')).toBeTruthy()
  })

  it('names each cell by its column, for the cards layout of narrow screens', () => {
    render(
      <Table
        aria-label="Остатки"
        layout="cards"
        columns={columns}
        rows={[{ id: 'a', title: 'Суппорт', stock: 3 }]}
      />,
    )
    const cells = [screen.getByRole('rowheader'), ...screen.getAllByRole('gridcell')]
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Название', 'Остаток'])
  })
})
