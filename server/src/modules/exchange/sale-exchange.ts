import fs from 'node:fs'
import path from 'node:path'
import { claimKindTitles, claimReasons, claimStateTitles } from '@gruzovik/rules'
import type { ClaimsService } from '../claims/claims.service.ts'
import type { OrderStatus } from '../orders/order-lifecycle.ts'
import type { ReportedLine, TrackingReport } from '../orders/order-tracking.ts'
import type { ExchangeOrder, OrdersExchangeService } from '../orders/orders-exchange.service.ts'
import { readCommerceMl } from './commerceml-reader.ts'
import { exchangeMessages } from './messages.ts'
import { child, childrenNamed, textAt, type XmlElement } from './xml-element.ts'

/** What `type=sale` needs: the orders document, the exported mark, the status file. */
export interface SaleExchange {
  ordersDocument(): Promise<{ xml: Buffer; orderIds: string[] }>
  markExported(orderIds: string[]): Promise<number>
  /** Counts of what moved, and a Russian line per status that was refused (for the log). */
  importStatuses(dir: string): Promise<{ counts: Record<string, number>; refusals: string[] }>
  /** A filed claim's photo for 1C, behind the exchange's login; null for any other id. */
  claimPhoto(id: string): Promise<{ contentType: string; body: Buffer } | null>
}

/** A claim's number as 1C sees it: «В-1001» (orders have bare numbers). */
export const claimDocumentNumber = (number: number) => `В-${number}`

/** A Документ of the status file is a claim's: a return operation, or a «В-» number. */
const isClaimDocument = (doc: XmlElement) =>
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
function requisitesOf(el: XmlElement) {
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

const escapeXml = (value: string) =>
  value.replace(
    /[<>&"']/g,
    (ch) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[ch]};`,
  )
const money = (kopecks: number) => (kopecks / 100).toFixed(2)

function element(name: string, content: string | number | null | undefined): string {
  if (content === null || content === undefined || content === '') return ''
  return `<${name}>${typeof content === 'number' ? content : escapeXml(content)}</${name}>`
}

function requisites(pairs: [string, string][]) {
  return `<ЗначенияРеквизитов>${pairs
    .map(
      ([n, v]) =>
        `<ЗначениеРеквизита>${element('Наименование', n)}${element('Значение', v)}</ЗначениеРеквизита>`,
    )
    .join('')}</ЗначенияРеквизитов>`
}

const unit =
  '<БазоваяЕдиница Код="796" НаименованиеПолное="Штука" МеждународноеСокращение="PCE">шт</БазоваяЕдиница>'

function line(fields: {
  id: string
  article?: string
  title: string
  price: number
  quantity: number
  sum: number
  kind: 'Товар' | 'Услуга'
}) {
  return `<Товар>${element('Ид', fields.id)}${element('Артикул', fields.article)}${element('Наименование', fields.title)}${unit}${element('ЦенаЗаЕдиницу', money(fields.price))}${element('Количество', fields.quantity)}${element('Сумма', money(fields.sum))}${requisites(
    [
      ['ВидНоменклатуры', fields.kind],
      ['ТипНоменклатуры', fields.kind],
    ],
  )}</Товар>`
}

/** One order as a CommerceML Документ «Заказ товара». */
export function orderDocument(o: ExchangeOrder): string {
  const { order } = o
  const counterparty = order.details.counterparty
  const created = order.createdAt.toISOString()
  const buyer = `<Контрагенты><Контрагент>${element('Ид', o.accountExternalId ?? order.accountId)}${element(
    'Наименование',
    counterparty?.title ?? o.accountName,
  )}${element('ПолноеНаименование', counterparty?.title ?? o.customerName)}${element('ИНН', counterparty?.inn)}${element(
    'КПП',
    counterparty?.kpp,
  )}${element('Роль', 'Покупатель')}<Контакты><Контакт>${element('Тип', 'Телефон рабочий')}${element(
    'Значение',
    o.customerPhone,
  )}</Контакт>${
    o.customerEmail
      ? `<Контакт>${element('Тип', 'Почта')}${element('Значение', o.customerEmail)}</Контакт>`
      : ''
  }</Контакты><Представители><Представитель><Контрагент>${element('Отношение', 'Контактное лицо')}${element(
    'Ид',
    order.customerId,
  )}${element('Наименование', o.customerName)}</Контрагент></Представитель></Представители></Контрагент></Контрагенты>`
  const lines = o.lines.flatMap(({ item, partExternalId, warrantyTitle }) => {
    const goods = item.price * item.quantity
    const result = [
      line({
        id: partExternalId ?? item.partId,
        article: item.article,
        title: item.title,
        price: item.price,
        quantity: item.quantity,
        sum: goods,
        kind: 'Товар',
      }),
    ]
    if (item.warrantyCost > 0) {
      result.push(
        line({
          id: `warranty:${item.warrantyId ?? item.partId}`,
          title: `Гарантия${warrantyTitle ? ` «${warrantyTitle}»` : ''}: ${item.title}`,
          price: Math.round(item.warrantyCost / item.quantity),
          quantity: item.quantity,
          sum: item.warrantyCost,
          kind: 'Услуга',
        }),
      )
    }
    return result
  })
  if (order.deliveryCost > 0) {
    lines.push(
      line({
        id: 'ORDER_DELIVERY',
        title: 'Доставка заказа',
        price: order.deliveryCost,
        quantity: 1,
        sum: order.deliveryCost,
        kind: 'Услуга',
      }),
    )
  }
  return `<Документ>${element('Ид', order.id)}${element('Номер', order.number ?? 0)}${element(
    'Дата',
    created.slice(0, 10),
  )}${element('Время', created.slice(11, 19))}${element('ХозОперация', 'Заказ товара')}${element('Роль', 'Продавец')}${element(
    'Валюта',
    'руб',
  )}${element('Курс', 1)}${element('Сумма', money(order.cost + order.deliveryCost))}${buyer}${element(
    'Комментарий',
    order.details.comment,
  )}<Товары>${lines.join('')}</Товары>${requisites([
    ['Метод оплаты', order.paymentMethod === 'card' ? 'Банковская карта' : 'Счёт'],
    ['Статус заказа', statusTitles[order.status]],
    [
      'Заказ оплачен',
      String(
        ['paid', 'work', 'shipped', 'done'].includes(order.status) &&
          order.paymentMethod === 'card',
      ),
    ],
    ['Отменен', String(order.status === 'cancelled')],
    ...truckRequisites(order.truck),
  ])}</Документ>`
}

/**
 * The truck the order is for (docs/exchange-1c.md, «Грузовик»): «Тягач №7, MAN TGS, 2015 г.,
 * госномер А123ВС78» and its VIN apart, so 1C can put it in the order's own requisite.
 */
export function truckRequisites(truck: ExchangeOrder['order']['truck']): [string, string][] {
  if (!truck) return []
  const label = [
    truck.name,
    truck.model,
    truck.year ? `${truck.year} г.` : null,
    truck.plate_number ? `госномер ${truck.plate_number}` : null,
  ]
    .filter(Boolean)
    .join(', ')
  return [
    ['Грузовик', label],
    ...(truck.vin ? [['VIN грузовика', truck.vin] as [string, string]] : []),
  ]
}

type ExchangeClaim = Awaited<ReturnType<ClaimsService['unexported']>>[number]

/**
 * One claim as a CommerceML Документ «Возврат товара» (docs/exchange-1c.md): the original
 * order's number as its base, the claimed pieces of the line, the reason, the words, the mileage
 * and a link per photo (behind the exchange's own login).
 */
export function claimDocument(c: ExchangeClaim, publicUrl: string): string {
  const { claim } = c
  const created = claim.createdAt.toISOString()
  const photoUrl = (id: string) =>
    `${publicUrl.replace(/\/$/, '')}/1c_exchange?type=sale&mode=photo&id=${id}`
  return `<Документ>${element('Ид', claim.id)}${element('Номер', claimDocumentNumber(claim.number ?? 0))}${element(
    'Дата',
    created.slice(0, 10),
  )}${element('Время', created.slice(11, 19))}${element('ХозОперация', 'Возврат товара')}${element(
    'Роль',
    'Продавец',
  )}${element('Валюта', 'руб')}${element('Курс', 1)}${element('Сумма', money(c.price * claim.quantity))}${element(
    'Основание',
    String(c.orderNumber ?? ''),
  )}${element('Комментарий', claim.description)}<Товары>${line({
    id: c.partExternalId ?? claim.partId,
    article: c.article,
    title: c.title,
    price: c.price,
    quantity: claim.quantity,
    sum: c.price * claim.quantity,
    kind: 'Товар',
  })}</Товары>${requisites([
    ['Номер заказа', String(c.orderNumber ?? '')],
    ['Вид заявки', claimKindTitles[claim.kind]],
    ['Причина', claimReasons[claim.reason].title],
    ['Статус заявки', claimStateTitles[claim.state]],
    ...(claim.mileage !== null ? ([['Пробег', String(claim.mileage)]] as [string, string][]) : []),
    ...c.photoIds.map((id): [string, string] => ['Фото', photoUrl(id)]),
  ])}</Документ>`
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
