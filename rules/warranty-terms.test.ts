import { describe, expect, it } from 'vitest'
import {
  addTerm,
  claimNeedsMileage,
  claimTermEnds,
  partKindOf,
  usedKindFromWords,
} from './warranty-terms.ts'

const facts = {
  part: { isUsed: false, title: 'Фильтр масляный' },
  extendedMonths: null,
  buyer: 'consumer' as const,
  handedOverOn: '2026-01-31',
}

describe('warranty and return terms', () => {
  it('a month term clips at the month end and a day term counts calendar days', () => {
    expect(addTerm('2026-01-31', { months: 1 })).toBe('2026-02-28')
    expect(addTerm('2026-12-20', { days: 14 })).toBe('2027-01-03')
    expect(addTerm('2026-08-31', { months: 6 })).toBe('2027-02-28')
  })

  it('a new part has 6 months, a used gearbox 14 days, used electronics 7 days', () => {
    expect(claimTermEnds({ ...facts, kind: 'warranty' })).toBe('2026-07-31')
    expect(
      claimTermEnds({ ...facts, kind: 'warranty', part: { isUsed: true, title: 'КПП ZF 16S' } }),
    ).toBe('2026-02-14')
    expect(
      claimTermEnds({ ...facts, kind: 'warranty', part: { isUsed: true, title: 'ЭБУ двигателя' } }),
    ).toBe('2026-02-07')
  })

  it("a new part's maker warranty counts when it is longer than the shop's 6 months", () => {
    const part = (makerMonths: number | null, isUsed = false) => ({
      isUsed,
      title: 'Стартер Bosch',
      makerMonths,
    })
    expect(claimTermEnds({ ...facts, kind: 'warranty', part: part(24) })).toBe('2028-01-31')
    expect(claimTermEnds({ ...facts, kind: 'warranty', part: part(3) })).toBe('2026-07-31')
    expect(claimTermEnds({ ...facts, kind: 'warranty', part: part(null) })).toBe('2026-07-31')
    // A used part's row is the shop's own whatever the maker once gave it.
    expect(claimTermEnds({ ...facts, kind: 'warranty', part: part(24, true) })).toBe('2026-02-14')
  })

  it('an extended warranty bought with the line replaces the base term', () => {
    const used = { isUsed: true, title: 'Двигатель OM 501' }
    expect(claimTermEnds({ ...facts, kind: 'warranty', part: used, extendedMonths: 6 })).toBe(
      '2026-07-31',
    )
  })

  it('a return is 7 days for a consumer and 14 for a company', () => {
    expect(claimTermEnds({ ...facts, kind: 'return' })).toBe('2026-02-07')
    expect(claimTermEnds({ ...facts, kind: 'return', buyer: 'company' })).toBe('2026-02-14')
  })

  it('a used engine or gearbox asks for the mileage; a new one and a used mirror do not', () => {
    expect(claimNeedsMileage({ isUsed: true, title: 'Коробка передач ZF' })).toBe(true)
    expect(claimNeedsMileage({ isUsed: true, title: 'Двигатель D2066' })).toBe(true)
    expect(claimNeedsMileage({ isUsed: false, title: 'Двигатель D2066' })).toBe(false)
    expect(claimNeedsMileage({ isUsed: true, title: 'Зеркало' })).toBe(false)
    expect(partKindOf({ isUsed: true, title: 'Мост задний' })).toBe('used_unit')
    expect(partKindOf({ isUsed: true, title: 'Восстановленный стартер' })).toBe('restored_unit')
  })

  it('the kind 1C states for a used part decides its row over the words of its title', () => {
    // «Блок» is no unit by its title: 14 days as other used parts, 7 as electronics once 1C says so.
    const block = { isUsed: true, title: 'Блок 4460' }
    expect(claimTermEnds({ ...facts, kind: 'warranty', part: block })).toBe('2026-02-14')
    expect(
      claimTermEnds({
        ...facts,
        kind: 'warranty',
        part: { ...block, kind: usedKindFromWords('Электроника') },
      }),
    ).toBe('2026-02-07')
    // A restored gearbox 1C calls «Восстановленный агрегат»: 3 months, not the used 14 days.
    const gearbox = {
      isUsed: true,
      title: 'КПП ZF 16S',
      kind: usedKindFromWords('Восстановленный агрегат'),
    }
    expect(claimTermEnds({ ...facts, kind: 'warranty', part: gearbox })).toBe('2026-04-30')
    // A new part stays new whatever 1C's property says.
    expect(partKindOf({ isUsed: false, title: 'КПП', kind: 'used_unit' })).toBe('new')
  })

  it("1C's words for a used part's kind, and words that name none", () => {
    expect(usedKindFromWords('Агрегат')).toBe('used_unit')
    expect(usedKindFromWords(' агрегат (КПП, двигатель, мост) ')).toBe('used_unit')
    expect(usedKindFromWords('Электроника б/у')).toBe('used_electronics')
    expect(usedKindFromWords('Восстановленный агрегат')).toBe('restored_unit')
    expect(usedKindFromWords('Прочие запчасти')).toBe('used_other')
    expect(usedKindFromWords('Да')).toBeNull()
    expect(usedKindFromWords('')).toBeNull()
    expect(usedKindFromWords(undefined)).toBeNull()
  })
})
