import { describe, expect, it } from 'vitest'
import { addTerm, claimNeedsMileage, claimTermEnds, partKindOf } from './warranty-terms.ts'

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
})
