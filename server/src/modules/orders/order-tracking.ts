import { type OrderLineState, orderLineMoveBetween, orderLineStateOf } from '@gruzovik/rules'
import type { LineReplacement } from '../../db/schema/index.ts'
import type {
  HistoryEntry,
  LineChange,
  NoticeDue,
  ReportedLine,
  TrackedLine,
  TrackedOrder,
  TrackingPlan,
  TrackingReport,
} from './tracking-types.ts'

const isoDay = (value: string | null | undefined) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value?.trim() ?? '')
  if (match) return `${match[1]}-${match[2]}-${match[3]}`
  const ru = /^(\d{2})\.(\d{2})\.(\d{4})/.exec(value?.trim() ?? '')
  return ru ? `${ru[3]}-${ru[2]}-${ru[1]}` : null
}

const sameKey = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * What a status file's Документ does to an order's lines and shipment (docs/product.md#order-lines):
 * each line's new state by rules/order-line.ts, refused as a whole when any line would move
 * backwards (a Russian reason per line), the history rows and the messages the buyer is owed.
 * Pure: the repository applies the plan under the order's lock.
 */
export function planTracking(
  order: TrackedOrder,
  current: TrackedLine[],
  report: TrackingReport,
  stateTitles: Record<OrderLineState, string>,
): TrackingPlan {
  const reasons: string[] = []
  const history: HistoryEntry[] = []
  const notices: NoticeDue[] = []
  const unknownLines: string[] = []
  const changes: LineChange[] = []

  // The file's lines by Ид (a line 1C split in two counts once, its pieces summed).
  const reported = new Map<string, ReportedLine>()
  for (const line of report.lines ?? []) {
    const key = line.externalId.trim()
    const seen = reported.get(key)
    if (seen) {
      seen.quantity += line.quantity
      if (line.shipped !== null) seen.shipped = (seen.shipped ?? 0) + line.shipped
    } else reported.set(key, { ...line })
  }
  const ownLine = (line: ReportedLine) =>
    current.find((c) => sameKey(c.externalId, line.externalId)) ?? null
  const knownReplacement = (line: ReportedLine) =>
    current.find((c) => c.replacedBy && sameKey(c.replacedBy.externalId, line.externalId)) ?? null
  // New lines: replacements, paired with the line they name, or else with a line that is gone.
  const newLines = [...reported.values()].filter((l) => !ownLine(l) && !knownReplacement(l))
  const replacementOf = new Map<string, LineReplacement>()
  const gone = (c: TrackedLine) =>
    report.lines !== null &&
    c.state !== 'cancelled' &&
    c.state !== 'replaced' &&
    (reported.get(c.externalId.trim())?.quantity ?? 0) <= 0
  for (const line of newLines) {
    const named = line.replaces
      ? current.find(
          (c) =>
            !replacementOf.has(c.partId) &&
            (sameKey(c.externalId, line.replaces ?? '') || sameKey(c.article, line.replaces ?? '')),
        )
      : undefined
    // A line missing from the file is the one replaced before a line 1C kept at 0 (cancelled).
    const free = current.filter((c) => !replacementOf.has(c.partId) && gone(c))
    const target =
      named ?? free.find((c) => !reported.has(c.externalId.trim())) ?? free[0] ?? undefined
    if (!target || line.quantity <= 0) {
      unknownLines.push(line.article || line.externalId)
      continue
    }
    replacementOf.set(target.partId, {
      externalId: line.externalId,
      article: line.article,
      title: line.title,
      quantity: line.quantity,
    })
  }

  const anyWasOrdered = current.some((c) => c.state === 'ordered')
  const atBranch = order.details.delivery.type === 'pickup'
  for (const c of current) {
    const line = reported.get(c.externalId.trim())
    const replacedBy = replacementOf.get(c.partId) ?? c.replacedBy
    // «Готов к выдаче» means a branch's shelf: a delivery order's lines wait for the carrier.
    const readyForPickup = (report.readyForPickup && atBranch) || c.state === 'ready'
    let confirmed: number
    if (report.lines === null) {
      // A status without lines: only readiness or a whole shipment says anything of them.
      if (!report.readyForPickup && !report.shippedWhole) continue
      if (c.state === 'cancelled' || c.state === 'replaced') continue
      confirmed = c.confirmedQuantity ?? c.quantity
    } else if (replacementOf.has(c.partId)) {
      confirmed = Math.min(line?.quantity ?? 0, c.quantity)
      if (confirmed > 0) {
        // Named as replaced but still in the file: the replacement joins it, it stays.
        replacementOf.delete(c.partId)
      }
    } else {
      confirmed = Math.min(Math.max(0, line?.quantity ?? 0), c.quantity)
    }
    const said = line?.shipped ?? null
    let shipped = said !== null ? said : report.shippedWhole ? confirmed : c.shippedQuantity
    shipped = Math.min(Math.max(0, shipped), confirmed)
    const replaced = confirmed <= 0 && Boolean(replacedBy)
    const to = orderLineStateOf({
      ordered: c.quantity,
      confirmed,
      shipped,
      replaced,
      readyForPickup,
    })
    const article = `арт. ${c.article}`
    if (to !== c.state && !orderLineMoveBetween(c.state, to)) {
      reasons.push(
        `строка ${article}: «${stateTitles[c.state]}» не может стать «${stateTitles[to]}»`,
      )
      continue
    }
    if (shipped < c.shippedQuantity) {
      reasons.push(`строка ${article}: отгружено ${shipped} шт., а уже было ${c.shippedQuantity}`)
      continue
    }
    if (c.confirmedQuantity !== null && confirmed > c.confirmedQuantity) {
      reasons.push(
        `строка ${article}: подтверждено ${confirmed} шт. из отменённых ранее (было ${c.confirmedQuantity})`,
      )
      continue
    }
    const next: LineChange = {
      partId: c.partId,
      from: c.state,
      to,
      confirmedQuantity: confirmed,
      shippedQuantity: shipped,
      cancelReason:
        confirmed < c.quantity ? (line?.cancelReason ?? c.cancelReason) : c.cancelReason,
      replacedBy: replaced ? (replacedBy ?? null) : c.replacedBy,
      warehouse: line?.warehouse ?? c.warehouse,
      expectedOn: isoDay(line?.expectedOn) ?? c.expectedOn,
    }
    const same =
      next.to === c.state &&
      next.confirmedQuantity === c.confirmedQuantity &&
      next.shippedQuantity === c.shippedQuantity &&
      next.cancelReason === c.cancelReason &&
      next.replacedBy?.externalId === c.replacedBy?.externalId &&
      next.warehouse === c.warehouse &&
      next.expectedOn === c.expectedOn
    if (same) continue
    changes.push(next)
    history.push({
      partId: c.partId,
      move: orderLineMoveBetween(c.state, to) ?? 'details',
      fromState: c.state,
      toState: to,
      detail: {
        ordered: c.quantity,
        confirmed,
        shipped,
        ...(next.cancelReason ? { cancelReason: next.cancelReason } : {}),
        ...(next.replacedBy && to === 'replaced' ? { replacedBy: next.replacedBy.article } : {}),
        ...(next.warehouse ? { warehouse: next.warehouse } : {}),
        ...(next.expectedOn ? { expectedOn: next.expectedOn } : {}),
      },
    })
  }
  if (reasons.length > 0) return { outcome: 'refused', reasons }

  // The order's shipment: documents added, never dropped; the waybill and its company.
  const documents = [...order.shipmentDocuments]
  for (const doc of report.documents) {
    if (documents.some((d) => d.number === doc.number && d.kind === doc.kind)) continue
    documents.push(doc)
    history.push({
      partId: null,
      move: 'document',
      fromState: null,
      toState: null,
      detail: { ...doc },
    })
  }
  const carrier = report.carrier ?? order.carrier
  const waybill = report.waybill ?? order.waybill
  if (carrier !== order.carrier || waybill !== order.waybill) {
    history.push({
      partId: null,
      move: 'waybill',
      fromState: null,
      toState: null,
      detail: { carrier, waybill },
    })
  }
  // 1C's payment document is kept for an invoice order; a card order is paid by its payment.
  const payment =
    order.paymentMethod === 'invoice' && report.payment
      ? {
          number: report.payment.number ?? order.paymentNumberOnec,
          date: isoDay(report.payment.date) ?? order.paymentDateOnec,
        }
      : { number: order.paymentNumberOnec, date: order.paymentDateOnec }
  const orderChanged =
    documents.length !== order.shipmentDocuments.length ||
    carrier !== order.carrier ||
    waybill !== order.waybill ||
    payment.number !== order.paymentNumberOnec ||
    payment.date !== order.paymentDateOnec

  // What the buyer is told, once per move whichever file says it again.
  const after = (c: TrackedLine) => changes.find((x) => x.partId === c.partId)
  const stateAfter = (c: TrackedLine) => after(c)?.to ?? c.state
  const confirmedNow = anyWasOrdered && current.some((c) => c.state === 'ordered' && after(c))
  const changedLines = current.filter((c) => {
    const x = after(c)
    const confirmedQuantity = x?.confirmedQuantity ?? c.confirmedQuantity ?? c.quantity
    return confirmedQuantity < c.quantity || stateAfter(c) === 'replaced'
  })
  if (confirmedNow && changedLines.length > 0) {
    notices.push({
      move: 'confirmed_changes',
      detail: {
        changes: changedLines
          .map((c) => {
            const x = after(c)
            const state = stateAfter(c)
            if (state === 'replaced')
              return `${c.article} заменён на ${x?.replacedBy?.article ?? c.replacedBy?.article}`
            if (state === 'cancelled') return `${c.article} отменён`
            return `${c.article}: ${x?.confirmedQuantity ?? c.confirmedQuantity} из ${c.quantity} шт.`
          })
          .join('; '),
      },
    })
  }
  for (const c of current) {
    const x = after(c)
    if (x?.to !== 'cancelled' || confirmedNow || report.cancelledWhole) continue
    notices.push({
      move: `line_cancelled:${c.partId}`,
      detail: { article: c.article, title: c.title, reason: x.cancelReason ?? '' },
    })
  }
  const delivery = order.details.delivery
  if (report.readyForPickup && delivery.type === 'pickup') {
    notices.push({ move: 'ready', detail: { branch: delivery.branch } })
  }
  const anyShipped = current.some((c) =>
    (['shipped', 'partly_shipped'] as OrderLineState[]).includes(stateAfter(c)),
  )
  if (waybill && anyShipped) {
    notices.push({
      move: `shipped:${waybill}`,
      detail: { carrier: carrier ?? '', waybill },
    })
  }
  return {
    outcome: 'planned',
    lines: changes,
    order: orderChanged
      ? {
          carrier,
          waybill,
          shipmentDocuments: documents,
          paymentNumberOnec: payment.number,
          paymentDateOnec: payment.date,
        }
      : null,
    history,
    notices,
    unknownLines,
  }
}
