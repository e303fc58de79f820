import { describe, expect, it } from 'vitest'
import {
  normaliseVin,
  readVin,
  vinCheckDigit,
  vinMakes,
  vinModelYear,
  vinPattern,
  vinWmis,
} from './vin.ts'

const THIS_YEAR = 2026

function decoded(vin: string) {
  const reading = readVin(vin, THIS_YEAR)
  if (!reading.ok) throw new Error(`${vin} refused: ${reading.message}`)
  return reading
}

function refusal(vin: string) {
  const reading = readVin(vin, THIS_YEAR)
  if (reading.ok) throw new Error(`${vin} accepted`)
  return reading
}

describe('VIN rules', () => {
  it('a VIN of each make the shop carries is decoded to its make and year', () => {
    const trucks = [
      ['WMA06XZZ7GP071234', 'man', 2016],
      ['VAN10XZZ3EM654321', 'man', 2014],
      ['YS2R4X20005399226', 'scania', null],
      ['XLER4X20005123456', 'scania', null],
      ['YV2RT40A8GB123456', 'volvo', 2016],
      ['4V4NC9EH9FN123456', 'volvo', 2015],
      ['XLRTEH4300G123456', 'daf', null],
      ['WDB9634031L123456', 'mercedes-benz', 2001],
      ['W1T9634031L123456', 'mercedes-benz', 2001],
      ['ZCFA1VM0777123456', 'iveco', 2007],
      ['VF624GPA000123456', 'renault-trucks', null],
      ['XTC652005L1123456', 'kamaz', 2020],
      // Trucks assembled in Russia: Volvo Vostok (Kaluga), Mercedes-Benz Trucks Vostok.
      ['X9PRT40A8GB123456', 'volvo', 2016],
      ['Z9M9634031L123456', 'mercedes-benz', 2001],
    ] as const
    for (const [vin, make, year] of trucks) {
      expect(decoded(vin)).toMatchObject({ make, year })
    }
    expect(new Set(trucks.map(([, make]) => make))).toEqual(new Set(vinMakes))
  })

  it('every make has at least one WMI and every WMI is three VIN characters', () => {
    for (const make of vinMakes) {
      expect(Object.values(vinWmis).some((entry) => entry.make === make)).toBe(true)
    }
    for (const wmi of Object.keys(vinWmis)) expect(wmi).toMatch(/^[A-HJ-NPR-Z0-9]{3}$/)
  })

  it('16 and 18 characters are refused with the count', () => {
    expect(refusal('XTC652005L112345')).toMatchObject({
      refusal: 'length',
      message: 'В VIN 17 знаков, а введено 16 знаков',
    })
    expect(refusal('XTC652005L11234567').message).toBe('В VIN 17 знаков, а введено 18 знаков')
    expect(refusal('').message).toBe('В VIN 17 знаков, а введено 0 знаков')
  })

  it('I, O and Q are refused by name', () => {
    expect(refusal('XTC652005L1I23456')).toMatchObject({ refusal: 'forbiddenLetter' })
    expect(refusal('XTC652005LO123456').message).toContain('«O»')
    expect(refusal('XTCQ52005L1123456').message).toContain('I, O и Q')
  })

  it('a wrong check digit is refused where the maker uses one, and not checked where not', () => {
    expect(vinCheckDigit('1M8GDM9A0KP042788')).toBe('X')
    expect(refusal('4V4NC9EH1FN123456')).toMatchObject({
      refusal: 'checkDigit',
      message: 'Контрольный знак VIN (9-й) не сходится с остальными: проверьте, нет ли опечатки',
    })
    expect(readVin('XTC652005L1123456', THIS_YEAR).ok).toBe(true)
    expect(readVin('XTC652009L1123456', THIS_YEAR).ok).toBe(true)
  })

  it('an unknown maker is refused with its WMI', () => {
    expect(refusal('1M8GDM9AXKP042788')).toMatchObject({
      refusal: 'unknownMaker',
      message: expect.stringContaining('«1M8»'),
    })
  })

  it('Cyrillic look-alike letters typed in the Russian layout read as Latin', () => {
    expect(normaliseVin('  хтс652005l1123456 ')).toBe('XTC652005L1123456')
    expect(decoded('ХТС652005L1123456')).toMatchObject({ vin: 'XTC652005L1123456', make: 'kamaz' })
    expect(decoded('УS2R4X20005399226').make).toBe('scania')
    expect(refusal('XTC652005LО123456').refusal).toBe('forbiddenLetter')
    expect(refusal('XTC652005Л1123456').refusal).toBe('character')
  })

  it('the year is the most recent one its code stands for that is not in the future', () => {
    expect(vinModelYear('A', THIS_YEAR)).toBe(2010)
    expect(vinModelYear('T', THIS_YEAR)).toBe(2026)
    expect(vinModelYear('V', THIS_YEAR)).toBe(1997)
    expect(vinModelYear('V', 2027)).toBe(2027)
    expect(vinModelYear('Y', THIS_YEAR)).toBe(2000)
    expect(vinModelYear('9', THIS_YEAR)).toBe(2009)
    expect(vinModelYear('0', THIS_YEAR)).toBeNull()
    expect(vinModelYear('Z', THIS_YEAR)).toBeNull()
    expect(decoded('XTC652005V1123456').year).toBe(1997)
  })

  it('the pattern matches what the rules accept', () => {
    const pattern = new RegExp(vinPattern)
    expect(pattern.test('XTC652005L1123456')).toBe(true)
    expect(pattern.test('XTC652005LO123456')).toBe(false)
    expect(pattern.test('XTC652005L112345')).toBe(false)
  })
})
