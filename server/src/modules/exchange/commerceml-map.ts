import { type PartKind, usedKindFromWords } from '@gruzovik/rules'
import { ExchangeFailure } from './commerceml-reader.ts'
import { exchangeMessages } from './messages.ts'
import { child, childrenNamed, textAt, type XmlElement } from './xml-element.ts'

/** How 1C's names map onto the shop (EXCHANGE_* settings, docs/exchange-1c.md). */
export interface ExchangeMapping {
  /** The price type (name or Ид) that becomes the shop's price. */
  priceType: string
  /** The price type shown struck through; empty: the base price is the price. */
  basePriceType: string
  /** Property names (Свойства) for make, maker, condition, the used number, maker's warranty. */
  properties: {
    make: string
    brand: string
    condition: string
    usedNumber: string
    makerWarranty: string
    usedKind: string
  }
  /** The property listing the truck models a part fits, one per value («Применяемость»). */
  fitment: string
  /** Warehouse Ид or name → branch code; a warehouse not listed keeps its Ид. */
  warehouses: Record<string, string>
}

export interface GroupRow {
  externalId: string
  title: string
  parentExternalId: string | null
}

export interface PropertyInfo {
  id: string
  name: string
  /** Справочник values: ИдЗначения → Значение. */
  values: Map<string, string>
}

export interface ProductRow {
  externalId: string
  article: string
  title: string
  fullTitle: string | null
  /** Описание; null when the Товар has none (a changes-only file then keeps the stored one). */
  description: string | null
  groupExternalId: string | null
  make: string | null
  brand: string | null
  isNotNew: boolean
  extensionNumber: string | null
  /** The maker's warranty in whole months; null: not sent (the stored one stays). */
  makerWarrantyMonths: number | null
  /** A used part's kind for its warranty («Агрегат», «Электроника»…); null: not sent or unknown. */
  usedKind: PartKind | null
  images: string[]
  removed: boolean
  /** Fitment values («MAN TGS 2007–2020»); null: the Товар did not send the property. */
  fits: string[] | null
}

export interface OfferRow {
  externalId: string
  /** For `Ид#характеристика`: its values («Цвет: чёрный, Размер: 42»), else null. */
  characteristic: string | null
  /** Kopecks; null: the offer names no price of that type (changes-only keeps the old one). */
  price: number | null
  basePrice: number | null
  /** Per branch; null when the offer lists no warehouses. */
  stocks: { branch: string; quantity: number }[] | null
  quantity: number | null
  /** Fitment values of a characteristic's own ЗначенияСвойств; null: none sent. */
  fits: string[] | null
}

/** Группы, nested, flattened with each group's parent. */
export function groupsOf(groups: XmlElement, parent: string | null = null): GroupRow[] {
  return childrenNamed(groups, 'Группа').flatMap((group) => {
    const externalId = textAt(group, 'Ид')
    if (!externalId) throw new ExchangeFailure(exchangeMessages.missingField('Ид', 'группы'))
    const row = {
      externalId,
      title: textAt(group, 'Наименование') || externalId,
      parentExternalId: parent,
    }
    return [row, ...groupsOf(child(group, 'Группы') ?? emptyElement, externalId)]
  })
}

const emptyElement: XmlElement = { name: '', attrs: {}, children: [], text: '' }

export function propertyOf(el: XmlElement): PropertyInfo {
  const values = new Map<string, string>()
  for (const item of child(child(el, 'ВариантыЗначений'), 'Справочник')
    ? childrenNamed(child(el, 'ВариантыЗначений'), 'Справочник')
    : []) {
    values.set(textAt(item, 'ИдЗначения'), textAt(item, 'Значение'))
  }
  return { id: textAt(el, 'Ид'), name: textAt(el, 'Наименование'), values }
}

/** `1 234,50` → 123450 kopecks; throws a Russian reason on anything else. */
export function kopecks(value: string, what: string, id: string): number {
  const cleaned = value.replace(/[\s\u00a0]/g, '').replace(',', '.')
  const number = Number(cleaned)
  if (cleaned === '' || !Number.isFinite(number) || number < 0) {
    throw new ExchangeFailure(exchangeMessages.badNumber(what, value, id))
  }
  return Math.round(number * 100)
}

function quantityOf(value: string, id: string): number {
  const number = Number(value.replace(/[\s\u00a0]/g, '').replace(',', '.'))
  if (value.trim() === '' || !Number.isFinite(number)) {
    throw new ExchangeFailure(exchangeMessages.badNumber('Количество', value, id))
  }
  // Negative stock in 1C (sold ahead of receipt) is none for the shop; fractions round down.
  return Math.max(0, Math.floor(number))
}

/** «24», «24 мес.», «12 месяцев», «2 года» → months; anything else is no warranty of the maker's. */
export function monthsOf(value: string | undefined): number | null {
  const match = /^\s*(\d{1,3})(?:[.,]0+)?\s*(мес|месяц\S*|год\S*|лет)?\.?\s*$/i.exec(value ?? '')
  if (!match) return null
  const number = Number(match[1])
  const months = /^(год|лет)/i.test(match[2] ?? '') ? number * 12 : number
  return months > 0 && months <= 120 ? months : null
}

const usedWords = /(^|[^а-яa-z])(б\/у|бу|б\.у\.|used|восстановл|контрактн)/i

/** A Товар of import.xml as the shop's part fields. */
export function productOf(
  el: XmlElement,
  properties: Map<string, PropertyInfo>,
  mapping: ExchangeMapping,
): ProductRow {
  const externalId = textAt(el, 'Ид')
  if (!externalId) throw new ExchangeFailure(exchangeMessages.missingField('Ид', 'товара'))
  const title = textAt(el, 'Наименование')
  if (!title) throw new ExchangeFailure(exchangeMessages.missingField('Наименование', externalId))
  const byRole = new Map<string, string>()
  const roleOf = (name: string) =>
    (Object.entries(mapping.properties).find(([, n]) => n.toLowerCase() === name.toLowerCase()) ??
      [])[0]
  for (const value of childrenNamed(child(el, 'ЗначенияСвойств'), 'ЗначенияСвойства')) {
    const property = properties.get(textAt(value, 'Ид'))
    const role = roleOf(property?.name ?? textAt(value, 'Наименование'))
    const raw = textAt(value, 'Значение')
    const text = property?.values.get(raw) ?? raw
    if (role && text) byRole.set(role, text)
  }
  let fullTitle: string | null = null
  for (const requisite of childrenNamed(child(el, 'ЗначенияРеквизитов'), 'ЗначениеРеквизита')) {
    const name = textAt(requisite, 'Наименование')
    const value = textAt(requisite, 'Значение')
    const role = roleOf(name)
    if (role && value && !byRole.has(role)) byRole.set(role, value)
    if (name === 'Полное наименование' && value) fullTitle = value
  }
  const status = el.attrs.Статус ?? textAt(el, 'Статус')
  const condition = byRole.get('condition') ?? ''
  return {
    externalId,
    article: textAt(el, 'Артикул'),
    title,
    fullTitle,
    description: child(el, 'Описание') ? textAt(el, 'Описание').trim() : null,
    groupExternalId: textAt(el, 'Группы', 'Ид') || null,
    make: byRole.get('make') ?? null,
    brand: byRole.get('brand') ?? (textAt(el, 'Изготовитель', 'Наименование') || null),
    isNotNew: usedWords.test(condition),
    extensionNumber: byRole.get('usedNumber') ?? null,
    makerWarrantyMonths: monthsOf(byRole.get('makerWarranty')),
    usedKind: usedKindFromWords(byRole.get('usedKind')),
    fits: fitsOf(el, properties, mapping),
    images: childrenNamed(el, 'Картинка')
      .map((c) => c.text.trim())
      .filter(Boolean),
    removed:
      status === 'Удален' ||
      el.attrs.ПометкаУдаления === 'true' ||
      textAt(el, 'ПометкаУдаления') === 'true',
  }
}

export interface WarehouseInfo {
  id: string
  name: string
}

export function branchOf(
  warehouseId: string,
  warehouses: Map<string, WarehouseInfo>,
  mapping: ExchangeMapping,
) {
  const name = warehouses.get(warehouseId)?.name
  return (
    mapping.warehouses[warehouseId] ?? (name ? mapping.warehouses[name] : undefined) ?? warehouseId
  )
}

/**
 * The fitment property's values (a Товар's or a Предложение's ЗначенияСвойств): the property
 * found by its Ид among the file's Свойства, else by the Наименование 1C put beside the value;
 * several ЗначенияСвойства of it or several Значение in one, a Справочник value by its Ид.
 * Null when the property is not there at all (what the part had is kept).
 */
export function fitsOf(
  el: XmlElement,
  properties: Map<string, PropertyInfo>,
  mapping: ExchangeMapping,
): string[] | null {
  const wanted = mapping.fitment.toLowerCase()
  let fits: string[] | null = null
  for (const value of childrenNamed(child(el, 'ЗначенияСвойств'), 'ЗначенияСвойства')) {
    const property = properties.get(textAt(value, 'Ид'))
    const name = property?.name ?? textAt(value, 'Наименование')
    if (name.toLowerCase() !== wanted) continue
    fits ??= []
    for (const raw of childrenNamed(value, 'Значение')) {
      const text = (property?.values.get(raw.text.trim()) ?? raw.text).trim()
      if (text && !fits.includes(text)) fits.push(text)
    }
  }
  return fits
}

/** Whether the file's Свойства declare the fitment property (a full catalogue then clears it). */
export function declaresFitment(properties: Map<string, PropertyInfo>, mapping: ExchangeMapping) {
  const wanted = mapping.fitment.toLowerCase()
  return [...properties.values()].some((p) => p.name.toLowerCase() === wanted)
}

/** A Предложение of offers.xml (or prices.xml / rests.xml) as prices and stock. */
export function offerOf(
  el: XmlElement,
  priceIds: { price: string | null; base: string | null },
  warehouses: Map<string, WarehouseInfo>,
  mapping: ExchangeMapping,
  properties: Map<string, PropertyInfo> = new Map(),
): OfferRow {
  const externalId = textAt(el, 'Ид')
  if (!externalId) throw new ExchangeFailure(exchangeMessages.missingField('Ид', 'предложения'))
  let price: number | null = null
  let basePrice: number | null = null
  for (const p of childrenNamed(child(el, 'Цены'), 'Цена')) {
    const type = textAt(p, 'ИдТипаЦены')
    const value = textAt(p, 'ЦенаЗаЕдиницу')
    if (type === priceIds.price) price = kopecks(value, 'ЦенаЗаЕдиницу', externalId)
    if (type === priceIds.base) basePrice = kopecks(value, 'ЦенаЗаЕдиницу', externalId)
  }
  const perBranch = new Map<string, number>()
  const add = (warehouseId: string, value: string) => {
    const branch = branchOf(warehouseId, warehouses, mapping)
    perBranch.set(branch, (perBranch.get(branch) ?? 0) + quantityOf(value, externalId))
  }
  // 2.04–2.08: <Склад ИдСклада="…" КоличествоНаСкладе="…"/>; 2.09+: Остатки/Остаток/Склад.
  for (const s of childrenNamed(el, 'Склад'))
    add(s.attrs.ИдСклада ?? '', s.attrs.КоличествоНаСкладе ?? '0')
  for (const rest of childrenNamed(child(el, 'Остатки'), 'Остаток')) {
    const store = child(rest, 'Склад')
    if (store) add(textAt(store, 'Ид'), textAt(store, 'Количество'))
    else if (textAt(rest, 'Количество'))
      perBranch.set('', quantityOf(textAt(rest, 'Количество'), externalId))
  }
  const total = perBranch.get('')
  perBranch.delete('')
  const quantityText = textAt(el, 'Количество')
  return {
    externalId,
    characteristic: characteristicOf(el, externalId),
    fits: fitsOf(el, properties, mapping),
    price,
    basePrice,
    stocks:
      perBranch.size > 0
        ? [...perBranch].map(([branch, quantity]) => ({ branch, quantity }))
        : null,
    quantity: quantityText ? quantityOf(quantityText, externalId) : (total ?? null),
  }
}

/** What tells a characteristic from its product: its values, else the Ид after `#`. */
function characteristicOf(el: XmlElement, externalId: string): string | null {
  const hash = externalId.indexOf('#')
  if (hash < 0) return null
  const values = childrenNamed(child(el, 'ХарактеристикиТовара'), 'ХарактеристикаТовара')
    .map((c) => [textAt(c, 'Наименование'), textAt(c, 'Значение')].filter(Boolean).join(': '))
    .filter(Boolean)
  return values.length > 0 ? values.join(', ') : externalId.slice(hash + 1) || externalId
}
