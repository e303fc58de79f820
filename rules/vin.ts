/**
 * The VIN of a truck in the fleet (docs/product.md#vin): how a typed VIN is read, when it is
 * refused (each refusal with its Russian message) and what it says offline — the maker from the
 * WMI (its first three characters) and the model year from the 10th character. The fleet form,
 * its machine, the server's fleet and `GET /api/vin/{vin}` all follow it.
 */

/** A VIN has exactly 17 characters (ISO 3779). */
export const VIN_LENGTH = 17

/** Digits and Latin capitals without I, O and Q (they read as 1 and 0). */
export const vinPattern = '^[A-HJ-NPR-Z0-9]{17}$'

const VIN_CHARACTERS = /^[A-HJ-NPR-Z0-9]*$/
const FORBIDDEN_LETTERS = /[IOQ]/

/**
 * Cyrillic letters that look like Latin ones: a VIN typed in the Russian keyboard layout
 * («ХТС…») reads as the Latin letters. «О» becomes O and is then refused as O.
 */
const cyrillicLookAlikes: Record<string, string> = {
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  У: 'Y',
  І: 'I',
}

/** Trimmed, without inner spaces, in capitals, Cyrillic look-alikes read as Latin letters. */
export function normaliseVin(input: string): string {
  return Array.from(input.replace(/\s+/g, '').toUpperCase())
    .map((char) => cyrillicLookAlikes[char] ?? char)
    .join('')
}

/** The makes the shop carries, by the slug of the catalogue's make (`marks.slug`). */
export const vinMakes = [
  'man',
  'scania',
  'volvo',
  'daf',
  'mercedes-benz',
  'iveco',
  'renault-trucks',
  'kamaz',
] as const
export type VinMake = (typeof vinMakes)[number]

export const vinMakeTitles: Record<VinMake, string> = {
  man: 'MAN',
  scania: 'Scania',
  volvo: 'Volvo',
  daf: 'DAF',
  'mercedes-benz': 'Mercedes-Benz',
  iveco: 'Iveco',
  'renault-trucks': 'Renault Trucks',
  kamaz: 'КАМАЗ',
}

export interface WmiEntry {
  make: VinMake
  /** The assembly plant or the maker's branch the WMI belongs to. */
  plant: string
  /**
   * Whether the 9th character is the ISO 3779 / North-American check digit. It is compulsory
   * only for vehicles made for North America (WMIs starting 1–5); Europe, Russia and Brazil leave
   * the 9th character to the maker, and MAN, Scania, Volvo (Europe), DAF, Mercedes-Benz (Europe,
   * Türkiye, Brazil), Iveco, Renault Trucks and КАМАЗ use it for their own codes, so it is not
   * checked for them.
   */
  checkDigit: boolean
}

/**
 * World manufacturer identifiers of the makes the shop carries, with their plants. The Russian
 * assembly plants (X9P Volvo Vostok in Kaluga, Z9M Mercedes-Benz Trucks Vostok in Naberezhnye
 * Chelny) follow the WMI list as public VIN decoders carry it; a plant whose WMI no two sources
 * agree on (MAN and Scania in St Petersburg) is left out, and the buyer picks the make by hand.
 */
export const vinWmis: Readonly<Record<string, WmiEntry>> = {
  WMA: { make: 'man', plant: 'MAN Truck & Bus, Германия', checkDigit: false },
  VAN: { make: 'man', plant: 'MAN, Австрия (Штайр)', checkDigit: false },
  YS2: { make: 'scania', plant: 'Scania, Швеция (Сёдертелье)', checkDigit: false },
  YS4: { make: 'scania', plant: 'Scania, Швеция (автобусы)', checkDigit: false },
  XLE: { make: 'scania', plant: 'Scania, Нидерланды (Зволле)', checkDigit: false },
  VLU: { make: 'scania', plant: 'Scania, Франция (Анже)', checkDigit: false },
  '9BS': { make: 'scania', plant: 'Scania, Бразилия', checkDigit: false },
  SZA: { make: 'scania', plant: 'Scania, Польша (Слупск)', checkDigit: false },
  YV2: { make: 'volvo', plant: 'Volvo Trucks, Швеция', checkDigit: false },
  YV3: { make: 'volvo', plant: 'Volvo Buses, Швеция', checkDigit: false },
  YB1: { make: 'volvo', plant: 'Volvo Trucks, Бельгия (Гент)', checkDigit: false },
  YB3: { make: 'volvo', plant: 'Volvo Trucks, Бельгия (Гент)', checkDigit: false },
  X9P: { make: 'volvo', plant: 'Volvo Vostok, Россия (Калуга)', checkDigit: false },
  '4V4': { make: 'volvo', plant: 'Volvo Trucks North America, США', checkDigit: true },
  '4V5': { make: 'volvo', plant: 'Volvo Trucks North America, США', checkDigit: true },
  '4VG': { make: 'volvo', plant: 'Volvo Trucks North America, США', checkDigit: true },
  XLR: { make: 'daf', plant: 'DAF Trucks, Нидерланды (Эйндховен)', checkDigit: false },
  WDB: { make: 'mercedes-benz', plant: 'Mercedes-Benz, Германия', checkDigit: false },
  WDF: {
    make: 'mercedes-benz',
    plant: 'Mercedes-Benz, Германия (коммерческие)',
    checkDigit: false,
  },
  W1T: { make: 'mercedes-benz', plant: 'Mercedes-Benz Trucks, Германия', checkDigit: false },
  NMB: { make: 'mercedes-benz', plant: 'Mercedes-Benz Türk, Турция', checkDigit: false },
  '9BM': { make: 'mercedes-benz', plant: 'Mercedes-Benz, Бразилия', checkDigit: false },
  Z9M: {
    make: 'mercedes-benz',
    plant: 'Mercedes-Benz Trucks Vostok, Россия (Набережные Челны)',
    checkDigit: false,
  },
  ZCF: { make: 'iveco', plant: 'Iveco, Италия', checkDigit: false },
  WJM: { make: 'iveco', plant: 'Iveco Magirus, Германия', checkDigit: false },
  VF2: { make: 'renault-trucks', plant: 'Renault Trucks, Франция', checkDigit: false },
  VF6: { make: 'renault-trucks', plant: 'Renault Trucks, Франция', checkDigit: false },
  VG6: { make: 'renault-trucks', plant: 'Renault Trucks, Франция', checkDigit: false },
  VG8: { make: 'renault-trucks', plant: 'Renault Trucks, Франция', checkDigit: false },
  XTC: { make: 'kamaz', plant: 'КАМАЗ, Россия (Набережные Челны)', checkDigit: false },
}

const transliteration: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
}
const checkWeights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]

/** The 9th character a VIN with a check digit must have: 0–9 or X for ten. */
export function vinCheckDigit(vin: string): string {
  let sum = 0
  for (let i = 0; i < VIN_LENGTH; i++) {
    const char = vin[i] ?? '0'
    const value = /\d/.test(char) ? Number(char) : (transliteration[char] ?? 0)
    sum += value * (checkWeights[i] ?? 0)
  }
  const rest = sum % 11
  return rest === 10 ? 'X' : String(rest)
}

/** The 10th character's codes in order, from 1980 (A) to 2009 (9); then the cycle repeats. */
const yearCodes = 'ABCDEFGHJKLMNPRSTVWXY123456789'
const FIRST_CYCLE_YEAR = 1980

/**
 * The model year the 10th character stands for: of the years it may mean (every 30 years), the
 * most recent one not after `currentYear`. Null for a character that is no year code (0, U, Z):
 * European makers are not bound to put the year there, so the buyer gives it.
 */
export function vinModelYear(code: string, currentYear: number): number | null {
  const index = yearCodes.indexOf(code)
  if (index < 0 || code === '') return null
  const first = FIRST_CYCLE_YEAR + index
  if (first > currentYear) return null
  return first + Math.floor((currentYear - first) / yearCodes.length) * yearCodes.length
}

export type VinRefusal = 'length' | 'forbiddenLetter' | 'character' | 'checkDigit' | 'unknownMaker'

export type VinReading =
  | {
      ok: true
      vin: string
      wmi: string
      make: VinMake
      plant: string
      year: number | null
    }
  | { ok: false; vin: string; refusal: VinRefusal; message: string }

function refuse(vin: string, refusal: VinRefusal, message: string): VinReading {
  return { ok: false, vin, refusal, message }
}

function characters(count: number): string {
  const tens = count % 100
  const last = count % 10
  if (tens >= 11 && tens <= 14) return 'знаков'
  if (last === 1) return 'знак'
  if (last >= 2 && last <= 4) return 'знака'
  return 'знаков'
}

/** Reads a typed VIN: refused with a Russian message, or the maker, the plant and the year. */
export function readVin(input: string, currentYear: number): VinReading {
  const vin = normaliseVin(input)
  if (vin.length !== VIN_LENGTH) {
    return refuse(
      vin,
      'length',
      `В VIN ${VIN_LENGTH} знаков, а введено ${vin.length} ${characters(vin.length)}`,
    )
  }
  const forbidden = vin.match(FORBIDDEN_LETTERS)
  if (forbidden) {
    return refuse(
      vin,
      'forbiddenLetter',
      `В VIN не бывает букв I, O и Q (здесь «${forbidden[0]}»): вместо них пишут 1 и 0`,
    )
  }
  if (!VIN_CHARACTERS.test(vin)) {
    return refuse(vin, 'character', 'В VIN только латинские буквы и цифры')
  }
  const wmi = vin.slice(0, 3)
  const entry = vinWmis[wmi]
  if (!entry) {
    return refuse(
      vin,
      'unknownMaker',
      `По началу VIN «${wmi}» не узнать марку из тех, что есть в магазине: проверьте VIN или выберите марку сами`,
    )
  }
  if (entry.checkDigit) {
    const expected = vinCheckDigit(vin)
    if (vin[8] !== expected) {
      return refuse(
        vin,
        'checkDigit',
        'Контрольный знак VIN (9-й) не сходится с остальными: проверьте, нет ли опечатки',
      )
    }
  }
  return {
    ok: true,
    vin,
    wmi,
    make: entry.make,
    plant: entry.plant,
    year: vinModelYear(vin[9] ?? '', currentYear),
  }
}
