import { importRowStatusTitles, payablePrice as payable } from '@gruzovik/rules'
import ExcelJS from 'exceljs'
import { workbookTitles as t } from './messages.ts'
import type { RowResolution } from './resolution.service.ts'

const rubles = (kopecks: number) => kopecks / 100
const moneyFormat = '#,##0.00'

interface Column {
  key: string
  header: string
  width: number
  money?: boolean
}
type Cells = Record<string, string | number | null>

/**
 * One sheet of a workbook: its columns (money as `1 234,50`), its rows, and a bold total row,
 * under a bold header kept in view while scrolling; the file as bytes.
 */
async function sheetWorkbook(
  name: string,
  columns: Column[],
  rows: Cells[],
  totals?: Cells,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet(name)
  sheet.columns = columns.map(({ key, header, width, money }) => ({
    key,
    header,
    width,
    ...(money ? { style: { numFmt: moneyFormat } } : {}),
  }))
  for (const row of rows) sheet.addRow(row)
  if (totals) sheet.addRow(totals).font = { bold: true }
  sheet.getRow(1).font = { bold: true }
  sheet.views = [{ state: 'frozen', ySplit: 1 }]
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

export interface CartWorkbookLine {
  article: string
  brand: string | null
  name: string
  quantity: number
  unitPrice: number
  warranty: number
  total: number
}

/**
 * The cart as a workbook a manager reads (docs/product.md#order-from-a-list): article, brand,
 * name, quantity, price, sum (with the warranty, as the cart counts it) and the total. Its
 * header is one the import recognises, so the file goes back into «Заказ по списку».
 */
export async function cartWorkbook(lines: CartWorkbookLine[]): Promise<Buffer> {
  return sheetWorkbook(
    t.cartSheet,
    [
      { header: t.article, key: 'article', width: 20 },
      { header: t.brand, key: 'brand', width: 16 },
      { header: t.name, key: 'name', width: 50 },
      { header: t.quantity, key: 'quantity', width: 12 },
      { header: t.price, key: 'price', width: 14, money: true },
      { header: t.sum, key: 'sum', width: 16, money: true },
    ],
    lines.map((line) => ({
      article: line.article,
      brand: line.brand ?? '',
      name: line.name,
      quantity: line.quantity,
      price: rubles(line.unitPrice),
      sum: rubles(line.total),
    })),
    {
      name: t.total,
      quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
      sum: rubles(lines.reduce((sum, line) => sum + line.total, 0)),
    },
  )
}

/**
 * «Скачать результат»: every row with its status, the part found and the money; with
 * `onlyNotFound` «Скачать ненайденные строки»: the rows not found or with a quantity not read,
 * as the buyer wrote them, in columns the import reads back after they are fixed.
 */
export async function resultWorkbook(
  rows: RowResolution[],
  onlyNotFound: boolean,
): Promise<Buffer> {
  if (onlyNotFound) {
    return sheetWorkbook(
      t.notFoundSheet,
      [
        { header: t.article, key: 'article', width: 22 },
        { header: t.quantity, key: 'quantity', width: 12 },
        { header: t.brand, key: 'brand', width: 16 },
        { header: t.note, key: 'note', width: 60 },
      ],
      rows
        .filter((row) => row.status === 'not_found' || row.status === 'bad_quantity')
        .map((row) => ({
          article: row.article,
          quantity: row.quantity_text,
          brand: row.brand ?? '',
          note: row.message ?? '',
        })),
    )
  }
  let total = 0
  const cells = rows.map((row) => {
    const part = row.part?.part
    const unit = part ? payable(part.price) : null
    const sum = unit !== null ? unit * row.quantity : 0
    total += sum
    return {
      line: row.line,
      article: row.article,
      brand: row.part?.brand ?? row.brand ?? '',
      requested: row.quantity_text,
      status: importRowStatusTitles[row.status],
      name: part?.full_title ?? '',
      quantity: row.quantity,
      price: unit !== null ? rubles(unit) : null,
      sum: rubles(sum),
      note: row.message ?? '',
    }
  })
  return sheetWorkbook(
    t.resultSheet,
    [
      { header: t.line, key: 'line', width: 8 },
      { header: t.article, key: 'article', width: 22 },
      { header: t.brand, key: 'brand', width: 16 },
      { header: t.requested, key: 'requested', width: 12 },
      { header: t.status, key: 'status', width: 24 },
      { header: t.name, key: 'name', width: 50 },
      { header: t.quantity, key: 'quantity', width: 12 },
      { header: t.price, key: 'price', width: 14, money: true },
      { header: t.sum, key: 'sum', width: 16, money: true },
      { header: t.note, key: 'note', width: 60 },
    ],
    cells,
    { name: t.total, sum: rubles(total) },
  )
}
