import { setImmediate as yieldToLoop } from 'node:timers/promises'
import { parse as parseCsv } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import { unzipSync } from 'fflate'
import {
  columnLetter,
  fileError,
  listFromTable,
  maxColumns,
  type ParsedList,
  type TableRow,
} from './list-table.ts'
import { orderListMessages as m } from './messages.ts'

/** Rows converted between two yields to the event loop: a 1,000-row file never holds it long. */
const rowsPerChunk = 200

const startsWith = (body: Buffer, bytes: number[]) => bytes.every((byte, i) => body[i] === byte)
const zipMagic = [0x50, 0x4b, 0x03, 0x04]
const oleMagic = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

/** Names inside a zip without unpacking anything (the filter refuses every file). */
function zipEntries(body: Buffer): string[] | null {
  const names: string[] = []
  try {
    unzipSync(body, {
      filter: (file) => {
        names.push(file.name)
        return false
      },
    })
  } catch {
    return null
  }
  return names
}

/** An Office file in the old compound format: an encrypted .xlsx (a password) or a .xls. */
function compoundKind(body: Buffer): 'encrypted' | 'legacy' {
  const encrypted = Buffer.from('EncryptedPackage', 'utf16le')
  return body.includes(encrypted) ? 'encrypted' : 'legacy'
}

/** A cell's value as the text a buyer sees in Excel (formulas by their saved result). */
function cellText(cell: ExcelJS.Cell, notices: string[], line: number): string {
  const value = cell.value
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(value)
  if (typeof value === 'boolean') return value ? 'ИСТИНА' : 'ЛОЖЬ'
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: unknown }).result
    if (result === undefined || result === null || typeof result === 'object') {
      if (result && typeof result === 'object' && 'error' in result) return ''
      notices.push(m.row(line, m.formulaWithoutValue(cell.address)))
      return ''
    }
    return String(result)
  }
  if ('richText' in value) return value.richText.map((part) => part.text).join('')
  if ('text' in value) return String(value.text)
  if ('error' in value) return ''
  return ''
}

async function readWorkbook(body: Buffer, maxRows: number): Promise<ParsedList> {
  const entries = zipEntries(body)
  if (!entries) throw fileError(m.corrupt)
  if (!entries.includes('xl/workbook.xml')) {
    throw fileError(
      entries.some((name) => name.startsWith('word/')) ? m.wordDocument : m.notSpreadsheet,
    )
  }
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(body as unknown as ArrayBuffer)
  } catch {
    throw fileError(m.corrupt)
  }
  const sheet = workbook.worksheets.find((ws) => ws.actualRowCount > 0)
  if (!sheet) throw fileError(m.emptyFile)
  // A merged area keeps its value in its first cell; the others are read empty and said once.
  const notices: string[] = []
  const mergedAway = new Set<string>()
  for (const range of (sheet.model as { merges?: string[] }).merges ?? []) {
    const [from, to] = range.split(':')
    if (!from || !to) continue
    const a = sheet.getCell(from)
    const b = sheet.getCell(to)
    for (let r = Number(a.row); r <= Number(b.row); r++) {
      for (let c = Number(a.col); c <= Number(b.col); c++) {
        if (r !== Number(a.row) || c !== Number(a.col)) mergedAway.add(`${r}:${c}`)
      }
    }
    notices.push(m.row(Number(a.row), m.mergedCells(range, from)))
  }
  if (sheet.actualRowCount > maxRows + 1 + 1000) {
    // Far over the limit (empty rows aside): say so without converting every row.
    throw fileError(m.tooManyRows(sheet.actualRowCount - 1, maxRows))
  }
  const table: TableRow[] = []
  const width = Math.min(maxColumns, sheet.columnCount)
  let done = 0
  for (let line = 1; line <= sheet.rowCount; line++) {
    const row = sheet.getRow(line)
    const cells: string[] = []
    for (let col = 1; col <= width; col++) {
      cells.push(mergedAway.has(`${line}:${col}`) ? '' : cellText(row.getCell(col), notices, line))
    }
    table.push({ line, cells })
    if (++done % rowsPerChunk === 0) await yieldToLoop()
  }
  return listFromTable('xlsx', table, notices, maxRows)
}

/** UTF-8 when it decodes as UTF-8, else windows-1251 (a CSV saved by Russian Excel). */
function decodeText(body: Buffer): string {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body)
  } catch {
    text = new TextDecoder('windows-1251').decode(body)
  }
  return text.replace(/^\uFEFF/, '')
}

const separators = ['\t', ';', ','] as const

/** The separator most lines of a CSV have the same number of (Excel writes `;` in Russia). */
function csvSeparator(lines: string[]): string {
  const sample = lines.filter((line) => line.trim() !== '').slice(0, 20)
  let best: string = ','
  let bestScore = 0
  for (const separator of separators) {
    const counts = sample.map((line) => line.split(separator).length - 1)
    const score = counts.filter((count) => count > 0 && count === counts[0]).length
    if (score > bestScore) {
      best = separator
      bestScore = score
    }
  }
  return best
}

/**
 * A pasted line: «артикул количество [бренд]» separated by tab, `;`, `,` or spaces. With spaces
 * the quantity is the last number (with «шт» if written) followed only by words, so an article
 * with spaces in it («81.50601 6070 2») keeps them.
 */
export function splitPastedLine(line: string): string[] {
  if (line.includes('\t')) return line.split('\t')
  if (line.includes(';')) return line.split(';')
  const spaced =
    /^(.+?)\s+([+-]?\d+(?:[.,]\d+)?(?:\s*(?:шт\.?|штук[аи]?|pcs\.?))?)(?:\s+([^\d\s][^\s]*(?:\s+[^\d\s][^\s]*)*))?\s*$/i.exec(
      line.trim(),
    )
  if (spaced?.[1] && spaced[2])
    return [spaced[1].replace(/[,\s]+$/, ''), spaced[2], spaced[3] ?? '']
  const comma = line.indexOf(',')
  if (comma > 0) return line.split(',')
  return [line]
}

async function readText(
  body: Buffer,
  source: 'csv' | 'text',
  maxRows: number,
): Promise<ParsedList> {
  const text = decodeText(body)
  if (text.includes('\u0000')) throw fileError(m.notSpreadsheet)
  const lines = text.split(/\r\n|\n|\r/)
  let table: TableRow[]
  if (source === 'text') {
    table = lines.map((line, i) => ({ line: i + 1, cells: splitPastedLine(line) }))
  } else {
    let records: string[][]
    try {
      records = parseCsv(text, {
        delimiter: csvSeparator(lines),
        relax_column_count: true,
        relax_quotes: true,
        skip_empty_lines: false,
        bom: true,
      }) as string[][]
    } catch {
      throw fileError(m.corrupt)
    }
    table = records.map((cells, i) => ({ line: i + 1, cells }))
  }
  await yieldToLoop()
  return listFromTable(source, table, [], maxRows)
}

/**
 * Reads a list from an uploaded file or pasted text (docs/product.md#order-from-a-list). The
 * format is told by the content, never by the name: .xlsx (a zip with a workbook), an
 * encrypted workbook or a .xls (the compound format: no maintained reader, the buyer is asked
 * for .xlsx or .csv), a renamed .docx, text (UTF-8 or windows-1251). `text/plain` is a paste.
 */
export async function readListFile(
  body: Buffer | undefined,
  contentType: string | undefined,
  limits: { maxRows: number },
): Promise<ParsedList> {
  if (!body || body.length === 0) throw fileError(m.emptyFile)
  if (startsWith(body, zipMagic)) return readWorkbook(body, limits.maxRows)
  if (startsWith(body, oleMagic)) {
    throw fileError(compoundKind(body) === 'encrypted' ? m.passwordProtected : m.legacyXls)
  }
  const head = body.subarray(0, 4096)
  if (head.includes(0) || startsWith(body, [0x25, 0x50, 0x44, 0x46]))
    throw fileError(m.notSpreadsheet)
  const pasted = (contentType ?? '').toLowerCase().startsWith('text/plain')
  return readText(body, pasted ? 'text' : 'csv', limits.maxRows)
}

/**
 * Reads a one-row workbook written here, once: exceljs compiles its reading code on first use,
 * which would otherwise hold the event loop during a buyer's first upload after a start. Run in
 * the background after the server listens (main.ts); a failure only logs.
 */
export async function warmListReader(): Promise<number> {
  const started = performance.now()
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('Список')
  sheet.addRow(['Артикул', 'Количество'])
  sheet.addRow(['A1', 1])
  const body = Buffer.from(await book.xlsx.writeBuffer())
  await readListFile(body, undefined, { maxRows: 1 })
  return Math.round(performance.now() - started)
}

export { columnLetter }
