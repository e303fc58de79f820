import type { OrderStatus } from '../orders/order-lifecycle.ts'
import type { ReportedLine, TrackingReport } from '../orders/tracking-types.ts'
import { child, childrenNamed, textAt, type XmlElement } from './xml-element.ts'

/**
 * Reading the status file 1C sends back in the sale exchange: which Документ is a claim's, the
 * order status it asks for, and what it says of the lines and the shipment.
 */

/** A Документ of the status file is a claim's: a return operation, or a «В-» number. */
export const isClaimDocument = (doc: XmlElement) =>
  normal(textAt(doc, 'ХозОперация')) === 'возврат товара' || /^в-/i.test(textAt(doc, 'Номер'))

/** How our statuses read in 1C's «Статус заказа» (and back). */
export const statusTitles: Record<OrderStatus, string> = {
  new: 'Новый',
  wait_pay: 'Ожидает оплаты',
  paid: 'Оплачен',
  work: 'В работе',
  shipped: 'Отгружен',
  done: 'Выполнен',
  cancelled: 'Отменен',
  return: 'Возврат',
}

/** Other names 1C configurations give the same states. */
const statusSynonyms: Record<string, OrderStatus> = {
  'в обработке': 'work',
  согласован: 'work',
  собран: 'work',
  'к отгрузке': 'work',
  'к выполнению': 'work',
  'ожидается оплата': 'wait_pay',
  'оплачен полностью': 'paid',
  доставлен: 'done',
  закрыт: 'done',
  завершен: 'done',
  аннулирован: 'cancelled',
  'готов к выдаче': 'work',
  'ожидает выдачи': 'work',
  'ждет в филиале': 'work',
}

/** «Статус заказа» values saying the order waits for the buyer at the pickup branch. */
const readyTitles = new Set(['готов к выдаче', 'ожидает выдачи', 'ждет в филиале'])

const normal = (value: string) => value.trim().toLowerCase().replaceAll('ё', 'е')

export function statusFromTitle(title: string): OrderStatus | null {
  const wanted = normal(title)
  if (!wanted) return null
  const direct = (Object.entries(statusTitles) as [OrderStatus, string][]).find(
    ([, t]) => normal(t) === wanted,
  )
  return direct?.[0] ?? statusSynonyms[wanted] ?? null
}

const yes = (value: string) => ['true', 'истина', 'да', '1'].includes(normal(value))

/** A Документ's (or a Товар's) requisites by lower-cased name, every value of a repeated one. */
export function requisitesOf(el: XmlElement) {
  const values = new Map<string, string[]>()
  for (const r of childrenNamed(child(el, 'ЗначенияРеквизитов'), 'ЗначениеРеквизита')) {
    const name = normal(textAt(r, 'Наименование'))
    values.set(name, [...(values.get(name) ?? []), textAt(r, 'Значение')])
  }
  return {
    one: (name: string) => values.get(name)?.find((v) => v !== '') ?? '',
    all: (name: string) => values.get(name) ?? [],
  }
}

/** The status a Документ of 1C's status file asks for, or null when it names none. */
export function wantedStatus(doc: XmlElement): OrderStatus | null {
  const requisites = requisitesOf(doc)
  const cancelled = yes(requisites.one('отменен')) || yes(textAt(doc, 'ПометкаУдаления'))
  if (cancelled) return 'cancelled'
  const named = statusFromTitle(requisites.one('статус заказа'))
  if (named) return named
  if (requisites.one('дата отгрузки') || requisites.one('дата отгрузки по 1с')) return 'shipped'
  if (
    requisites.one('дата оплаты') ||
    requisites.one('дата оплаты по 1с') ||
    requisites.one('номер оплаты по 1с') ||
    yes(requisites.one('заказ оплачен'))
  )
    return 'paid'
  return null
}

const count = (value: string) => {
  const n = Number.parseFloat(value.replace(',', '.').replace(/\s/g, ''))
  return Number.isFinite(n) ? Math.max(0, Math.round(n)) : null
}
const orNull = (value: string) => value || null

/** Lines of the shop's own that 1C returns with the goods: warranties and the delivery. */
const serviceLine = (id: string, kind: string) =>
  id.startsWith('warranty:') || id === 'ORDER_DELIVERY' || normal(kind) === 'услуга'

/**
 * What a Документ says of the order beyond its status (docs/exchange-1c.md): its lines as 1C
 * returns them in Товары, the shipment documents, the transport company and waybill, 1C's
 * payment document; our own requisites fill what 1C's standard exchange lacks.
 */
export function trackingReport(doc: XmlElement, status: OrderStatus | null): TrackingReport {
  const requisites = requisitesOf(doc)
  const goods = child(doc, 'Товары')
  const lines: ReportedLine[] | null = goods
    ? childrenNamed(goods, 'Товар').flatMap((good) => {
        const own = requisitesOf(good)
        const externalId = textAt(good, 'Ид')
        const kind = own.one('видноменклатуры') || own.one('типноменклатуры')
        if (!externalId || serviceLine(externalId, kind)) return []
        return [
          {
            externalId,
            article: textAt(good, 'Артикул'),
            title: textAt(good, 'Наименование'),
            quantity: count(textAt(good, 'Количество')) ?? 0,
            shipped: count(own.one('отгружено')),
            warehouse: orNull(own.one('склад')),
            expectedOn: orNull(own.one('ожидаемая дата')),
            cancelReason: orNull(own.one('причина отмены')),
            replaces: orNull(own.one('заменяет')),
          },
        ]
      })
    : null
  const numbers = requisites.all('номер отгрузки по 1с')
  const dates = requisites.all('дата отгрузки по 1с')
  const kinds = requisites.all('вид документа отгрузки')
  const documents = numbers
    .map((number, i) => ({
      kind: kinds[i] || kinds[0] || 'УПД',
      number,
      date: (dates[i] ?? '').slice(0, 10) || null,
    }))
    .filter((d) => d.number !== '')
  const paymentNumber = requisites.one('номер оплаты по 1с')
  const paymentDate = requisites.one('дата оплаты по 1с')
  return {
    lines,
    readyForPickup: readyTitles.has(normal(requisites.one('статус заказа'))),
    shippedWhole: status === 'shipped' || status === 'done',
    cancelledWhole: status === 'cancelled',
    carrier: orNull(requisites.one('транспортная компания')),
    waybill: orNull(requisites.one('номер накладной тк')),
    documents,
    payment:
      paymentNumber || paymentDate
        ? { number: orNull(paymentNumber), date: orNull(paymentDate) }
        : null,
  }
}
