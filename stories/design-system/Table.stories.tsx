import { Price, Table, type TableColumn } from '@gruzovik/design-system'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

interface StockRow {
  id: string
  branch: string
  stock: number
  price: number
}

const columns: TableColumn<StockRow>[] = [
  { id: 'branch', title: 'Филиал', render: (row) => row.branch },
  { id: 'stock', title: 'Остаток', align: 'end', render: (row) => `${row.stock} шт.` },
  { id: 'price', title: 'Цена', align: 'end', render: (row) => <Price price={row.price} /> },
]

const rows: StockRow[] = [
  { id: 'spb', branch: 'Санкт-Петербург', stock: 4, price: 1250000 },
  { id: 'msk', branch: 'Москва', stock: 3, price: 1290000 },
  { id: 'krd', branch: 'Краснодар', stock: 0, price: 1250000 },
]

function StockTable({ rows: items, layout }: { rows: StockRow[]; layout?: 'scroll' | 'cards' }) {
  return <Table aria-label="Наличие по филиалам" columns={columns} rows={items} layout={layout} />
}

const meta = { title: 'Design system/Table', component: StockTable, args: { rows } } satisfies Meta<
  typeof StockTable
>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Наличие по филиалам' })
    await expect(within(table).getAllByRole('row')).toHaveLength(4)
  },
}

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ничего не найдено')).toBeVisible()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } }

/** The account's tables on a phone: each row a card of «column: value» lines. */
export const CardsOnPhone: Story = {
  args: { layout: 'cards' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Наличие по филиалам' })
    const cells = within(table).getAllByRole('gridcell')
    await expect(cells[0]?.getAttribute('data-label')).toBe('Остаток')
  },
}
