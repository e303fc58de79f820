import fs from 'node:fs'
import path from 'node:path'
import type { ClaimsService } from '../claims/claims.service.ts'
import type { OrderStatus } from '../orders/order-lifecycle.ts'
import type { OrdersExchangeService } from '../orders/orders-exchange.service.ts'
import type { TrackingReport } from '../orders/tracking-types.ts'
import { readCommerceMl } from './commerceml-reader.ts'
import { exchangeMessages } from './messages.ts'
import { claimDocument, orderDocument } from './sale-documents.ts'
import {
  isClaimDocument,
  requisitesOf,
  statusTitles,
  trackingReport,
  wantedStatus,
} from './status-file.ts'
import { textAt } from './xml-element.ts'

/** What `type=sale` needs: the orders document, the exported mark, the status file. */
export interface SaleExchange {
  ordersDocument(): Promise<{ xml: Buffer; orderIds: string[] }>
  markExported(orderIds: string[]): Promise<number>
  /** Counts of what moved, and a Russian line per status that was refused (for the log). */
  importStatuses(dir: string): Promise<{ counts: Record<string, number>; refusals: string[] }>
  /** A filed claim's photo for 1C, behind the exchange's login; null for any other id. */
  claimPhoto(id: string): Promise<{ contentType: string; body: Buffer } | null>
}

export function createSaleExchange(deps: {
  orders: OrdersExchangeService
  claims?: Pick<ClaimsService, 'unexported' | 'markExported' | 'applyReport' | 'exchangePhoto'>
  publicUrl?: string
  now?: () => Date
}): SaleExchange {
  const now = deps.now ?? (() => new Date())
  return {
    async ordersDocument() {
      const list = await deps.orders.unexported()
      const claims = (await deps.claims?.unexported()) ?? []
      const stamp = now().toISOString().slice(0, 19)
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="2.08" ДатаФормирования="${stamp}">${list
        .map(orderDocument)
        .join('')}${claims
        .map((c) => claimDocument(c, deps.publicUrl ?? ''))
        .join('')}</КоммерческаяИнформация>\n`
      // One list of sent ids for `success`: orders' and claims' ids never meet (uuids).
      return {
        xml: Buffer.from(xml, 'utf8'),
        orderIds: [...list.map((o) => o.order.id), ...claims.map((c) => c.claim.id)],
      }
    },

    async markExported(ids) {
      const orders = await deps.orders.markExported(ids)
      return orders + ((await deps.claims?.markExported(ids)) ?? 0)
    },

    claimPhoto: async (id) => (await deps.claims?.exchangePhoto(id)) ?? null,

    /**
     * Every XML file 1C sent in this sale exchange, Документ by Документ: its lines and shipment
     * (refused as a whole when a line would move backwards), then its status, each refusal and
     * each order the shop does not have a line of the log; the other documents still apply.
     */
    async importStatuses(dir) {
      const files = (await fs.promises.readdir(dir)).filter((f) => f.toLowerCase().endsWith('.xml'))
      const claimReports: { label: string; state: string; rejectReason: string }[] = []
      const documents: {
        number: number
        label: string
        status: OrderStatus | null
        report: TrackingReport
      }[] = []
      for (const file of files) {
        await readCommerceMl(path.join(dir, file), (record) => {
          if (record.name !== 'Документ') return
          const label = textAt(record, 'Номер') || textAt(record, 'Ид')
          if (isClaimDocument(record)) {
            const own = requisitesOf(record)
            claimReports.push({
              label,
              state: own.one('статус заявки'),
              rejectReason: own.one('причина отказа'),
            })
            return
          }
          const status = wantedStatus(record)
          documents.push({
            number: Number.parseInt(label, 10),
            label,
            status,
            report: trackingReport(record, status),
          })
        })
      }
      const counts = {
        documents: documents.length,
        moved: 0,
        unchanged: 0,
        refused: 0,
        unknown: 0,
        lines: 0,
        notices: 0,
        claims: 0,
      }
      const refusals: string[] = []
      for (const report of claimReports) {
        if (!deps.claims) break
        const result = await deps.claims.applyReport(
          report.label,
          report.state,
          report.rejectReason,
        )
        if (result.outcome === 'moved') counts.claims++
        else if (result.outcome === 'refused') refusals.push(result.reason)
      }
      for (const doc of documents) {
        const plan = Number.isSafeInteger(doc.number)
          ? await deps.orders.planTracking(doc.number, doc.report)
          : null
        if (!plan) {
          counts.unknown++
          refusals.push(exchangeMessages.unknownOrderSkipped(doc.label))
          continue
        }
        if (plan.outcome === 'refused') {
          counts.refused++
          refusals.push(exchangeMessages.linesRefused(doc.label, plan.reasons.join('; ')))
          continue
        }
        if (doc.status) {
          const result = await deps.orders.applyStatus(doc.number, doc.status)
          if (result.outcome === 'moved') counts.moved++
          else if (result.outcome === 'unchanged') counts.unchanged++
          else {
            counts.refused++
            if (result.outcome === 'refused') {
              refusals.push(
                exchangeMessages.statusRefused(
                  doc.label,
                  statusTitles[doc.status],
                  statusTitles[result.from],
                  exchangeMessages.refusalReasons[result.reason],
                ),
              )
            }
            // A refused status applies nothing else of its document.
            continue
          }
        }
        if (plan.unknownLines.length > 0) {
          refusals.push(exchangeMessages.unknownLines(doc.label, plan.unknownLines.join(', ')))
        }
        const applied = await deps.orders.applyTracking(plan)
        if (!applied) {
          refusals.push(exchangeMessages.linesChangedMeanwhile(doc.label))
          continue
        }
        counts.lines += applied.lines
        counts.notices += applied.notices
      }
      return { counts, refusals }
    },
  }
}
