import { createRequire } from 'node:module'
import type { components } from '@gruzovik/openapi'
import PDFDocument from 'pdfkit'
import { amountInWords } from './amount-in-words.ts'
import { invoiceMessages as t } from './messages.ts'
import { type SellerSettings, vatIncluded } from './seller-settings.ts'

type Order = components['schemas']['Order']

// PT Sans (ParaType, OFL) covers Latin and Cyrillic in one file; the shop's @fontsource files
// split them into subsets, and an invoice mixes both on every line.
const require = createRequire(import.meta.url)
const fonts = {
  regular: require.resolve('@expo-google-fonts/pt-sans/400Regular/PTSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/pt-sans/700Bold/PTSans_700Bold.ttf'),
}

/** Kopecks as «23 000,00» (plain spaces, so the PDF's text reads back as written). */
export function formatKopecks(kopecks: number): string {
  const rubles = String(Math.floor(kopecks / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
  return `${rubles},${String(kopecks % 100).padStart(2, '0')}`
}

const dateFormat = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Moscow',
})

interface Line {
  title: string
  quantity: number
  price: number
  sum: number
}

/** The invoice's lines: each part, and its warranty as a line of its own; they add up to the cost. */
export function invoiceLines(order: Pick<Order, 'items'>): Line[] {
  return order.items.flatMap((item) => {
    const goods = { title: item.full_title, quantity: item.quantity, price: item.price }
    const lines: Line[] = [{ ...goods, sum: item.price * item.quantity }]
    if (item.warranty_price > 0) {
      // The line's whole warranty, per piece when it divides evenly.
      const even = item.warranty_price % item.quantity === 0
      lines.push({
        title: t.warranty(item.full_title),
        quantity: even ? item.quantity : 1,
        price: even ? item.warranty_price / item.quantity : item.warranty_price,
        sum: item.warranty_price,
      })
    }
    return lines
  })
}

const requisites = (name: string, inn: string, kpp: string | null, address: string) =>
  [name, `${t.inn} ${inn}`, kpp ? `${t.kpp} ${kpp}` : null, address].filter(Boolean).join(', ')

/** «Счёт на оплату» of an invoice order as a PDF (A4), the buyer from the order's snapshot. */
export function renderInvoicePdf(order: Order, seller: SellerSettings): Promise<Buffer> {
  const buyer = order.counterparty
  if (!buyer) throw new Error(`order ${order.number} has no buyer to invoice`)
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: t.title(order.number, ''), Author: seller.name },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.registerFont('regular', fonts.regular)
  doc.registerFont('bold', fonts.bold)
  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right

  // The bank block, as payment orders copy it.
  doc.font('regular').fontSize(9)
  const bankRows = [
    [`${t.bank}: ${seller.bank}`, `${t.bik} ${seller.bik}`],
    ['', `${t.correspondentAccount} ${seller.correspondentAccount}`],
    [`${t.inn} ${seller.inn}   ${t.kpp} ${seller.kpp}`, `${t.account} ${seller.account}`],
    [`${t.recipient}: ${seller.name}`, ''],
  ]
  let y = doc.y
  const split = left + width * 0.6
  for (const [first, second] of bankRows) {
    doc.text(first ?? '', left + 4, y + 3, { width: width * 0.6 - 8 })
    doc.text(second ?? '', split + 4, y + 3, { width: width * 0.4 - 8 })
    y += 16
  }
  doc.rect(left, doc.page.margins.top, width, y - doc.page.margins.top).stroke()
  doc.moveTo(split, doc.page.margins.top).lineTo(split, y).stroke()

  const date = dateFormat.format(new Date(order.created_at * 1000))
  doc
    .font('bold')
    .fontSize(14)
    .text(t.title(order.number, date), left, y + 20, { width })
  doc.moveDown(0.8)
  doc.font('regular').fontSize(10)
  doc.text(`${t.seller}: ${requisites(seller.name, seller.inn, seller.kpp, seller.address)}`)
  doc.moveDown(0.4)
  doc.text(`${t.buyer}: ${requisites(buyer.title, buyer.inn, buyer.kpp, buyer.legal_address)}`)
  doc.moveDown(0.8)

  // Lines.
  const columns = [
    { title: t.columns.n, width: 24, align: 'center' as const },
    { title: t.columns.title, width: width - 24 - 50 - 30 - 80 - 90, align: 'left' as const },
    { title: t.columns.quantity, width: 50, align: 'right' as const },
    { title: t.columns.unit, width: 30, align: 'center' as const },
    { title: t.columns.price, width: 80, align: 'right' as const },
    { title: t.columns.sum, width: 90, align: 'right' as const },
  ]
  const row = (cells: string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(9)
    const heights = cells.map((cell, i) =>
      doc.heightOfString(cell, { width: (columns[i]?.width ?? 0) - 6 }),
    )
    const height = Math.max(...heights) + 6
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage()
    const top = doc.y
    let x = left
    cells.forEach((cell, i) => {
      const column = columns[i]
      if (!column) return
      doc.rect(x, top, column.width, height).stroke()
      doc.text(cell, x + 3, top + 3, { width: column.width - 6, align: column.align })
      x += column.width
    })
    doc.x = left
    doc.y = top + height
  }
  row(
    columns.map((c) => c.title),
    'bold',
  )
  const lines = invoiceLines(order)
  for (const [i, line] of lines.entries()) {
    const cells = [String(i + 1), line.title, String(line.quantity), t.pieces]
    row([...cells, formatKopecks(line.price), formatKopecks(line.sum)], 'regular')
  }

  // Totals, VAT and the sum in words.
  const total = order.cost
  const vat = seller.vatRate === null ? t.noVat : `${t.vat(seller.vatRate)}:`
  const totals: [string, string][] = [
    [`${t.total}:`, formatKopecks(total)],
    [vat, seller.vatRate === null ? '—' : formatKopecks(vatIncluded(total, seller.vatRate))],
    [`${t.toPay}:`, formatKopecks(total)],
  ]
  doc.moveDown(0.5)
  for (const [label, value] of totals) {
    const top = doc.y
    doc.font('bold').fontSize(10)
    doc.text(label, left, top, { width: width - 100, align: 'right' })
    doc.text(value, left + width - 95, top, { width: 95, align: 'right' })
    doc.x = left
  }
  doc.moveDown(0.8)
  doc
    .font('regular')
    .fontSize(10)
    .text(t.summary(lines.length, formatKopecks(total)), left)
  doc.font('bold').text(amountInWords(total))
  doc.moveDown(0.8)
  doc.font('regular').fontSize(9).text(t.validity(seller.validDays))
  doc.moveDown(2)
  doc
    .fontSize(10)
    .text(`${t.head} ____________________        ${t.accountant} ____________________`)
  doc.end()
  return done
}
