import type { ExchangeMapping } from './commerceml-map.ts'
import { exchangeMessages } from './messages.ts'
import { child, childrenNamed, textAt, type XmlElement } from './xml-element.ts'

/** A ТипЦены as 1C declares it in the classifier or the offers package. */
export interface PriceTypeInfo {
  id: string
  name: string
  currency: string | null
}

export function priceTypeOf(el: XmlElement): PriceTypeInfo {
  return {
    id: textAt(el, 'Ид'),
    name: textAt(el, 'Наименование'),
    currency: textAt(el, 'Валюта') || null,
  }
}

/** The price types an offer's prices name (ИдТипаЦены of each Цена). */
export const priceTypeIdsOf = (offer: XmlElement) =>
  childrenNamed(child(offer, 'Цены'), 'Цена').map((p) => textAt(p, 'ИдТипаЦены'))

/** Which type a setting (Ид or name, any case) names among `types`. */
function find(types: PriceTypeInfo[], setting: string) {
  const wanted = setting.trim().toLowerCase()
  return (
    types.find((t) => t.id.toLowerCase() === wanted) ??
    types.find((t) => t.name.toLowerCase() === wanted)
  )
}

/**
 * The price types one file can name: those it declares itself first, then those earlier
 * exchanges declared (kept in exchange_price_types, newest first). A changes-only offers
 * package often declares none and names its prices by ИдТипаЦены alone.
 */
export class PriceTypes {
  /** Declared by the file being read, in its order. */
  readonly declared: PriceTypeInfo[] = []
  private readonly known: Set<string>
  /** idsFor's answer, asked for every offer: the same until the file declares another type. */
  private ids: { mapping: ExchangeMapping; price: string | null; base: string | null } | null = null

  constructor(private readonly remembered: PriceTypeInfo[]) {
    this.known = new Set(remembered.map((t) => t.id))
  }

  declare(type: PriceTypeInfo) {
    if (!type.id) return
    this.declared.push(type)
    this.known.add(type.id)
    this.ids = null
  }

  /**
   * The Ид of the type a setting names (by Ид or by name); a setting no exchange ever declared
   * is taken as an Ид (a split prices.xml of a first exchange may come without its ТипыЦен).
   */
  idOf(setting: string): string | null {
    if (!setting.trim()) return null
    return (find(this.declared, setting) ?? find(this.remembered, setting))?.id ?? setting.trim()
  }

  /** The Ид of the shop's price and base price types (EXCHANGE_PRICE_TYPE, _BASE_PRICE_TYPE). */
  idsFor(mapping: ExchangeMapping): { price: string | null; base: string | null } {
    if (this.ids?.mapping !== mapping) {
      const price = this.idOf(mapping.priceType)
      this.ids = { mapping, price, base: this.idOf(mapping.basePriceType) }
    }
    return { price: this.ids.price, base: this.ids.base }
  }

  /** Whether this file or an earlier exchange declared the type. */
  isDeclared(id: string) {
    return this.known.has(id)
  }
}

const shown = 10

/**
 * What a file's prices could not say: prices of a type nobody declared (their price is not
 * loaded, the offer keeps the one it had), and a configured type nobody declared that no price
 * names. Collected while the file is checked, reported in the exchange log and to 1C after
 * `success`: never dropped in silence.
 */
export class PriceTypeReport {
  private readonly offersByType = new Map<string, { ids: string[]; total: number }>()
  private readonly named = new Set<string>()

  /** Notes the offer's prices of a type neither declared nor named by the settings. */
  check(offerId: string, typeIds: string[], types: PriceTypes, mapping: ExchangeMapping) {
    const { price, base } = types.idsFor(mapping)
    for (const typeId of new Set(typeIds)) {
      this.named.add(typeId)
      if (typeId === price || typeId === base || types.isDeclared(typeId)) continue
      const seen = this.offersByType.get(typeId) ?? { ids: [], total: 0 }
      if (seen.ids.length < shown) seen.ids.push(offerId)
      seen.total++
      this.offersByType.set(typeId, seen)
    }
  }

  /**
   * One line per unknown type (its Ид, the first offers' Ид, how many in all), and one per
   * setting that names a type nobody declared while the file's prices are all of other types.
   */
  warnings(types: PriceTypes, mapping: ExchangeMapping): string[] {
    const lines = [...this.offersByType].map(([typeId, { ids, total }]) =>
      exchangeMessages.unknownPriceType(typeId, total > ids.length ? [...ids, '…'] : ids, total),
    )
    if (this.named.size === 0) return lines
    const settings = [
      ['EXCHANGE_PRICE_TYPE', mapping.priceType],
      ['EXCHANGE_BASE_PRICE_TYPE', mapping.basePriceType],
    ] as const
    for (const [variable, setting] of settings) {
      const id = types.idOf(setting)
      if (id && !types.isDeclared(id) && !this.named.has(id)) {
        lines.push(exchangeMessages.undeclaredPriceSetting(variable, setting))
      }
    }
    return lines
  }
}
