import { paymentMessages } from './messages.ts'
import type { ReceiptLine } from './payment-provider.ts'

/** An order line as stored (kopecks): unit price of the goods, the whole line's warranty. */
export interface OrderLineFacts {
  title: string
  quantity: number
  price: number
  warrantyCost: number
}

/** A sum split into `quantity` equal units when it divides evenly, else one unit of the sum. */
const units = (sum: number, quantity: number) =>
  sum % quantity === 0 ? { quantity, unitPrice: sum / quantity } : { quantity: 1, unitPrice: sum }

/**
 * The 54-ФЗ receipt lines of an order: each part's goods, and its warranty as a service line of
 * its own. Their sums add up to the order's cost (lines of zero cost are left out).
 */
export function receiptLinesOf(items: readonly OrderLineFacts[]): ReceiptLine[] {
  return items.flatMap((item) => {
    const title = item.title.trim() || paymentMessages.receiptGoods
    const lines: ReceiptLine[] = []
    if (item.price > 0) {
      lines.push({ title, quantity: item.quantity, unitPrice: item.price, kind: 'commodity' })
    }
    if (item.warrantyCost > 0) {
      lines.push({
        title: paymentMessages.receiptWarranty(title),
        ...units(item.warrantyCost, item.quantity),
        kind: 'service',
      })
    }
    return lines
  })
}

export const receiptTotal = (lines: readonly ReceiptLine[]) =>
  lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0)
