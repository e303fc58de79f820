import type { OrderLineState } from '@gruzovik/rules'
import type { LineReplacement, OrderDetails, ShipmentDocument } from '../../db/schema/index.ts'

/* What 1C's status file reports of an order, and the plan order-tracking.ts makes of it. */

/** One line of 1C's `Товары` in a status file, with our own requisites. */
export interface ReportedLine {
  /** 1C's Ид of the goods: the part's external id (or the shop's uuid of a part 1C never sent). */
  externalId: string
  article: string
  title: string
  /** `Количество`: the pieces 1C keeps in the order. */
  quantity: number
  /** «Отгружено» (ours); null: not said. */
  shipped: number | null
  /** «Склад» (ours). */
  warehouse: string | null
  /** «Ожидаемая дата» (ours), ISO date. */
  expectedOn: string | null
  /** «Причина отмены» (ours). */
  cancelReason: string | null
  /** «Заменяет» (ours): the Ид or the article of the line this new line replaces. */
  replaces: string | null
}

/** What one Документ of 1C's status file says beyond the order's status. */
export interface TrackingReport {
  /** The document's `Товары` (service lines left out); null when it sent none. */
  lines: ReportedLine[] | null
  /** «Статус заказа» says the order waits at the pickup branch. */
  readyForPickup: boolean
  /** The order is shipped as a whole («Отгружен», «Выполнен», «Дата отгрузки по 1С»). */
  shippedWhole: boolean
  /** The order is cancelled as a whole («Отменен»): its lines are not told one by one. */
  cancelledWhole?: boolean
  carrier: string | null
  waybill: string | null
  documents: ShipmentDocument[]
  payment: { number: string | null; date: string | null } | null
}

/** A line of the order as the shop keeps it, with its part's 1C id. */
export interface TrackedLine {
  partId: string
  externalId: string
  article: string
  title: string
  quantity: number
  state: OrderLineState
  confirmedQuantity: number | null
  shippedQuantity: number
  cancelReason: string | null
  replacedBy: LineReplacement | null
  warehouse: string | null
  expectedOn: string | null
}

export interface TrackedOrder {
  id: string
  number: number
  paymentMethod: 'card' | 'invoice'
  details: OrderDetails
  carrier: string | null
  waybill: string | null
  shipmentDocuments: ShipmentDocument[]
  paymentNumberOnec: string | null
  paymentDateOnec: string | null
}

/** A line's new facts, applied only while it is still in `from` (a conditional update). */
export interface LineChange {
  partId: string
  from: OrderLineState
  to: OrderLineState
  confirmedQuantity: number
  shippedQuantity: number
  cancelReason: string | null
  replacedBy: LineReplacement | null
  warehouse: string | null
  expectedOn: string | null
}

export interface HistoryEntry {
  partId: string | null
  move: string
  fromState: string | null
  toState: string | null
  detail: Record<string, unknown>
}

/** A message the buyer is owed; `move` is its key (once per order). */
export interface NoticeDue {
  move: string
  detail: Record<string, string>
}

export interface OrderFieldsChange {
  carrier: string | null
  waybill: string | null
  shipmentDocuments: ShipmentDocument[]
  paymentNumberOnec: string | null
  paymentDateOnec: string | null
}

export type TrackingPlan =
  | { outcome: 'refused'; reasons: string[] }
  | {
      outcome: 'planned'
      lines: LineChange[]
      order: OrderFieldsChange | null
      history: HistoryEntry[]
      notices: NoticeDue[]
      /** Lines of the file the order has no place for (logged, not applied). */
      unknownLines: string[]
    }
