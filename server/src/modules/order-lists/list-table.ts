import type { components } from '@gruzovik/openapi'
import { invalid } from '../shared/domain-errors.ts'
import { orderListMessages as m } from './messages.ts'

type S = components['schemas']
export type ParsedList = S['ImportParseResult']
export type Mapping = S['ImportMapping']

/** A row of a table as read from a file: its line number there and its cells as text. */
export interface TableRow {
  line: number
  cells: string[]
}

/** A file that cannot be read: 422 with the reason on `file`. */
export const fileError = (message: string) => invalid(message, { file: [message] })

/** The most columns a list keeps (A–Z): a list has three; the rest is shown to pick from. */
export const maxColumns = 26

const headerWords: Record<keyof Mapping, RegExp> = {
  article:
    /^(артикул|арт\.?|номер|код|каталожный номер|номер детали|part ?(no|number)|article|sku)(?![\p{L}\d])/iu,
  quantity: /^(количество|кол-?во|кол\.?|шт\.?|qty|quantity)(?![\p{L}\d])/iu,
  brand: /^(бренд|производитель|изготовитель|марка|brand|manufacturer|maker)(?![\p{L}\d])/iu,
}

export const columnLetter = (index: number) => String.fromCharCode(65 + (index % 26))

const mappingOf = (header: string[]): Mapping | null => {
  const find = (key: keyof Mapping) => {
    const at = header.findIndex((cell) => headerWords[key].test(cell.trim()))
    return at >= 0 ? at : null
  }
  const mapping = { article: find('article'), quantity: find('quantity'), brand: find('brand') }
  return mapping.article === null ? null : mapping
}

const looksLikeQuantity = (text: string) => /^\s*\d{1,4}\s*(шт\.?)?\s*$/i.test(text)

/** Without a header: the first column is the article, the first mostly-numbers column after it
 * the quantity, the next text column the brand; the buyer can choose others. */
function guessMapping(rows: TableRow[], width: number): Mapping {
  const sample = rows.slice(0, 50)
  const share = (index: number, test: (text: string) => boolean) => {
    const filled = sample.map((r) => r.cells[index] ?? '').filter((t) => t.trim() !== '')
    return filled.length === 0 ? 0 : filled.filter(test).length / filled.length
  }
  let quantity: number | null = null
  let brand: number | null = null
  for (let i = 1; i < width; i++) {
    if (quantity === null && share(i, looksLikeQuantity) >= 0.5) quantity = i
    else if (brand === null && share(i, (t) => !/\d/.test(t)) >= 0.8) brand = i
  }
  return { article: 0, quantity, brand }
}

/** The «Итого» row under a table (the cart's own workbook has one): no article, not a row. */
const isTotalRow = (row: TableRow, mapping: Mapping) =>
  cellAt(row, mapping.article) === '' && row.cells.some((cell) => /^\s*итого/i.test(cell))

const cellAt = (row: TableRow, index: number | null) =>
  index === null ? '' : (row.cells[index] ?? '').trim()

/**
 * The rows of a list from a table: empty rows dropped (and counted), the header recognised by
 * its words (Артикул / Номер / Код, Количество / Кол-во, Бренд / Производитель) or the columns
 * guessed, the limits checked with a message naming the problem.
 */
export function listFromTable(
  source: ParsedList['source'],
  table: TableRow[],
  notices: string[],
  maxRows: number,
): ParsedList {
  const filled = table.filter((row) => row.cells.some((cell) => cell.trim() !== ''))
  if (filled.length === 0) throw fileError(m.emptyFile)
  const width = Math.min(maxColumns, Math.max(...filled.map((row) => row.cells.length)))
  const first = filled[0] as TableRow
  const headerMapping = mappingOf(first.cells.slice(0, width))
  const data = headerMapping ? filled.slice(1) : filled
  if (data.length === 0) throw fileError(headerMapping ? m.headerOnly : m.emptyFile)
  if (data.length > maxRows) throw fileError(m.tooManyRows(data.length, maxRows))
  // Pasted text has its columns by format (article, quantity, brand) and no column choice on
  // the page, so a list whose quantities are mostly unreadable still reads them to say so.
  const mapping =
    headerMapping ??
    (source === 'text'
      ? { article: 0, quantity: width > 1 ? 1 : null, brand: width > 2 ? 2 : null }
      : guessMapping(data, width))
  const lastLine = filled.at(-1)?.line ?? first.line
  const skipped =
    table.length === 0
      ? 0
      : table.filter(
          (row) =>
            row.line > first.line && row.line < lastLine && row.cells.every((c) => c.trim() === ''),
        ).length
  return {
    source,
    columns: Array.from({ length: width }, (_, index) => ({
      index,
      title:
        (headerMapping ? first.cells[index]?.trim() : '') || m.columnTitle(columnLetter(index)),
    })),
    header_detected: headerMapping !== null,
    mapping,
    rows: data
      .filter((row) => !isTotalRow(row, mapping))
      .map((row) => {
        const cells = Array.from({ length: width }, (_, i) => (row.cells[i] ?? '').trim())
        const brand = cellAt(row, mapping.brand)
        return {
          line: row.line,
          cells,
          article: cellAt(row, mapping.article),
          quantity_text: cellAt(row, mapping.quantity),
          brand: brand === '' ? null : brand,
        }
      }),
    notices: skipped > 0 ? [...notices, m.skippedEmpty(skipped)] : notices,
  }
}
