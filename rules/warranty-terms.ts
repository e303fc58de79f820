/**
 * The shop's warranty and return terms (docs/product.md#warranty-terms), written once: the
 * «Гарантия и возврат» page prints them and the server checks every claim against them. A term
 * runs from the day the line was handed over (picked up at the branch or delivered to the
 * transport company's terminal); the last day of the term is still inside it.
 */

/** What a part is, for its base warranty (one row of the page's table each). */
export const partKinds = [
  'new',
  'used_unit',
  'used_other',
  'restored_unit',
  'used_electronics',
] as const

export type PartKind = (typeof partKinds)[number]

export interface Term {
  months?: number
  days?: number
}

export interface BaseWarranty {
  kind: PartKind
  /** The page's words: the part, the term, the condition. */
  part: string
  termText: string
  condition: string
  term: Term
}

export const baseWarranties: readonly BaseWarranty[] = [
  {
    kind: 'new',
    part: 'Новые запчасти',
    termText: '6 месяцев',
    condition: 'или гарантия производителя, если она больше',
    term: { months: 6 },
  },
  {
    kind: 'used_unit',
    part: 'Б/у агрегаты (КПП, двигатель, мост)',
    termText: '14 дней',
    condition: 'на работоспособность при установке',
    term: { days: 14 },
  },
  {
    kind: 'used_other',
    part: 'Б/у запчасти прочие',
    termText: '14 дней',
    condition: 'проверка на соответствие и отсутствие скрытых дефектов',
    term: { days: 14 },
  },
  {
    kind: 'restored_unit',
    part: 'Восстановленные агрегаты',
    termText: '3 месяца',
    condition: 'при установке на сертифицированной СТО',
    term: { months: 3 },
  },
  {
    kind: 'used_electronics',
    part: 'Электроника б/у',
    termText: '7 дней',
    condition: 'проверка при установке',
    term: { days: 7 },
  },
]

/** A return of an unused part: days after receipt, by who bought it. */
export const returnTerms = {
  /** A consumer's online purchase (ЗоЗПП, статья 26.1). */
  consumer: { days: 7 },
  /** A company or sole trader, by agreement with the manager. */
  company: { days: 14 },
} as const satisfies Record<string, Term>

export type Buyer = keyof typeof returnTerms

const unitWords = /двигател|двс|кпп|коробк\S* передач|мост|редуктор/i
const mileageWords = /двигател|двс|кпп|коробк\S* передач/i
const electronicsWords = /электрон|эбу|блок управлени|датчик|модул/i
const restoredWords = /восстановл/i

/**
 * The kind 1C states for a used part (a property of the product, docs/exchange-1c.md), read from
 * its value: «Агрегат», «Электроника», «Восстановленный агрегат», «Прочие». Null: a value that
 * names none of them, and the part's title decides as before.
 */
export function usedKindFromWords(value: string | null | undefined): PartKind | null {
  const words = value?.trim() ?? ''
  if (!words) return null
  if (restoredWords.test(words)) return 'restored_unit'
  if (/электрон/i.test(words)) return 'used_electronics'
  if (/агрегат/i.test(words) || unitWords.test(words)) return 'used_unit'
  if (/проч|запчаст|детал/i.test(words)) return 'used_other'
  return null
}

/**
 * The base warranty's row of a part: a new part is new; a used one takes the kind 1C stated
 * (`kind`), else the one its title suggests.
 */
export function partKindOf(part: {
  isUsed: boolean
  title: string
  kind?: PartKind | null
}): PartKind {
  if (!part.isUsed) return 'new'
  if (part.kind && part.kind !== 'new') return part.kind
  if (restoredWords.test(part.title)) return 'restored_unit'
  if (electronicsWords.test(part.title)) return 'used_electronics'
  if (unitWords.test(part.title)) return 'used_unit'
  return 'used_other'
}

/** A warranty claim on a used engine or gearbox states the mileage since it was installed. */
export const claimNeedsMileage = (part: { isUsed: boolean; title: string }) =>
  part.isUsed && mileageWords.test(part.title)

/** An ISO date (`2026-11-29`) plus a term; a month's end clips (31 January + 1 month = 28 February). */
export function addTerm(isoDate: string, term: Term): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
  const months = term.months ?? 0
  const firstOfTarget = new Date(Date.UTC(year, month - 1 + months, 1))
  const lastDay = new Date(
    Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0),
  ).getUTCDate()
  const date = new Date(
    Date.UTC(
      firstOfTarget.getUTCFullYear(),
      firstOfTarget.getUTCMonth(),
      Math.min(day, lastDay) + (term.days ?? 0),
    ),
  )
  return date.toISOString().slice(0, 10)
}

export type ClaimKind = 'return' | 'warranty'

/** The facts of one order line a claim is checked against. */
export interface ClaimLineFacts {
  kind: ClaimKind
  /**
   * `makerMonths`: the maker's warranty of the part as 1C gave it (null: none known); `kind`: a
   * used part's kind as 1C stated it (null: read from the title).
   */
  part: { isUsed: boolean; title: string; makerMonths?: number | null; kind?: PartKind | null }
  /** Months of the extended warranty bought with the line, if one was. */
  extendedMonths: number | null
  buyer: Buyer
  /** The day the line was handed over (ISO date). */
  handedOverOn: string
}

/** The last day a claim of this kind may be filed for the line (ISO date). */
export function claimTermEnds(facts: ClaimLineFacts): string {
  if (facts.kind === 'return') return addTerm(facts.handedOverOn, returnTerms[facts.buyer])
  if (facts.extendedMonths && facts.extendedMonths > 0) {
    return addTerm(facts.handedOverOn, { months: facts.extendedMonths })
  }
  const kind = partKindOf(facts.part)
  const base = baseWarranties.find((row) => row.kind === kind)
  const maker = facts.part.makerMonths ?? 0
  // A new part: 6 months «или гарантия производителя, если она больше» (the page's words).
  if (kind === 'new' && maker > (base?.term.months ?? 0)) {
    return addTerm(facts.handedOverOn, { months: maker })
  }
  return addTerm(facts.handedOverOn, base?.term ?? { days: 0 })
}
