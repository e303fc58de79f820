import { payablePrice as payable } from '@gruzovik/rules'
import ExcelJS from 'exceljs'
import { statusTitles, workbookTitles as t } from './messages.ts'
import type { RowResolution } from './resolution.service.ts'

const rubles = (kopecks: number) => kopecks / 100
const moneyFormat = '#,##0.00'

async function toBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

function styleHeader(sheet: ExcelJS.Worksheet) {
  const header = sheet.getRow(1)
  header.font = { bold: true }
  sheet.views = [{ state: 'frozen', ySplit: 1 }]
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
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet(t.cartSheet)
  sheet.columns = [
    { header: t.article, key: 'article', width: 20 },
    { header: t.brand, key: 'brand', width: 16 },
    { header: t.name, key: 'name', width: 50 },
    { header: t.quantity, key: 'quantity', width: 12 },
    { header: t.price, key: 'price', width: 14, style: { numFmt: moneyFormat } },
    { header: t.sum, key: 'sum', width: 16, style: { numFmt: moneyFormat } },
  ]
  for (const line of lines) {
    sheet.addRow({
      article: line.article,
      brand: line.brand ?? '',
      name: line.name,
      quantity: line.quantity,
      price: rubles(line.unitPrice),
      sum: rubles(line.total),
    })
  }
  const total = sheet.addRow({
    name: t.total,
    quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    sum: rubles(lines.reduce((sum, line) => sum + line.total, 0)),
  })
  total.font = { bold: true }
  styleHeader(sheet)
  return toBuffer(workbook)
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
  const workbook = new ExcelJS.Workbook()
  if (onlyNotFound) {
    const sheet = workbook.addWorksheet(t.notFoundSheet)
    sheet.columns = [
      { header: t.article, key: 'article', width: 22 },
      { header: t.quantity, key: 'quantity', width: 12 },
      { header: t.brand, key: 'brand', width: 16 },
      { header: t.note, key: 'note', width: 60 },
    ]
    for (const row of rows) {
      if (row.status !== 'not_found' && row.status !== 'bad_quantity') continue
      sheet.addRow({
        article: row.article,
        quantity: row.quantity_text,
        brand: row.brand ?? '',
        note: row.message ?? '',
      })
    }
    styleHeader(sheet)
    return toBuffer(workbook)
  }
  const sheet = workbook.addWorksheet(t.resultSheet)
  sheet.columns = [
    { header: t.line, key: 'line', width: 8 },
    { header: t.article, key: 'article', width: 22 },
    { header: t.brand, key: 'brand', width: 16 },
    { header: t.requested, key: 'requested', width: 12 },
    { header: t.status, key: 'status', width: 24 },
    { header: t.name, key: 'name', width: 50 },
    { header: t.quantity, key: 'quantity', width: 12 },
    { header: t.price, key: 'price', width: 14, style: { numFmt: moneyFormat } },
    { header: t.sum, key: 'sum', width: 16, style: { numFmt: moneyFormat } },
    { header: t.note, key: 'note', width: 60 },
  ]
  let total = 0
  for (const row of rows) {
    const part = row.part?.part
    const unit = part ? payable(part.price) : null
    const sum = unit !== null ? unit * row.quantity : 0
    total += sum
    sheet.addRow({
      line: row.line,
      article: row.article,
      brand: row.part?.brand ?? row.brand ?? '',
      requested: row.quantity_text,
      status: statusTitles[row.status],
      name: part?.full_title ?? '',
      quantity: row.quantity,
      price: unit !== null ? rubles(unit) : null,
      sum: rubles(sum),
      note: row.message ?? '',
    })
  }
  const totalRow = sheet.addRow({ name: t.total, sum: rubles(total) })
  totalRow.font = { bold: true }
  styleHeader(sheet)
  return toBuffer(workbook)
}
