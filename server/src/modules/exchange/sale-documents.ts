import { claimKindTitles, claimReasons, claimStateTitles } from '@gruzovik/rules'
import type { ClaimsService } from '../claims/claims.service.ts'
import type { ExchangeOrder } from '../orders/orders-exchange.service.ts'
import { statusTitles } from './status-file.ts'

/** The orders document the shop gives 1C in the sale exchange: orders and claims as Документ. */

/** A claim's number as 1C sees it: «В-1001» (orders have bare numbers). */
export const claimDocumentNumber = (number: number) => `В-${number}`

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
