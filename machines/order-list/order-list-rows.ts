/**
 * Pure steps between the calls of «Заказ по списку» (docs/product.md#order-from-a-list): the
 * rows to resolve from the read list and the buyer's columns, the rows to resolve again with the
 * buyer's picks, the cart lines and the rows of a list to save.
 */
import type {
  CartImportLine,
  ImportMapping,
  ImportParseResult,
  ImportResolution,
  ImportRowInput,
  OrderListRow,
} from './order-list-types.ts'

const cell = (cells: readonly string[], index: number | null) =>
  index === null ? '' : (cells[index] ?? '').trim()

/** The read rows under the chosen columns; rows without an article are left out. */
export function rowsToResolve(parsed: ImportParseResult, mapping: ImportMapping): ImportRowInput[] {
  return parsed.rows.flatMap((row) => {
    const article = cell(row.cells, mapping.article).slice(0, 100)
    if (!article) return []
    const brand = cell(row.cells, mapping.brand).slice(0, 100)
    return [
      {
        line: row.line,
        article,
        quantity: cell(row.cells, mapping.quantity).slice(0, 50),
        brand: brand || null,
      },
    ]
  })
}

/** The rows of a resolution sent again: the buyer's pick by line, else the part found. */
export function rowsWithChoices(
  resolution: ImportResolution,
  choices: Readonly<Record<number, string>>,
): ImportRowInput[] {
  return resolution.rows.map((row) => ({
    line: row.line,
    article: row.article.slice(0, 100),
    quantity: row.quantity_text.slice(0, 50),
    brand: row.brand,
    product_uuid: choices[row.line] ?? row.part?.part.uuid ?? null,
  }))
}

/** What goes to the cart: every row with a part and a quantity (found and short). */
export function cartLines(resolution: ImportResolution): CartImportLine[] {
  return resolution.rows.flatMap((row) =>
    row.part && row.quantity > 0 && (row.status === 'found' || row.status === 'short')
      ? [{ product_uuid: row.part.part.uuid, quantity: row.quantity }]
      : [],
  )
}

/** The rows of a list to save: the buyer's text and quantity, the part when one was found. */
export function savedRows(resolution: ImportResolution): OrderListRow[] {
  return resolution.rows.map((row) => ({
    article: row.article.slice(0, 100) || '—',
    brand: row.brand ? row.brand.slice(0, 100) : null,
    quantity: Math.min(Math.max(row.requested ?? 1, 1), 9999),
    product_uuid: row.part?.part.uuid ?? null,
  }))
}
