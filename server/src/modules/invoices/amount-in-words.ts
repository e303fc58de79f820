/**
 * A sum in kopecks in Russian words, as an invoice writes it under the total:
 * «Двадцать три тысячи рублей 00 копеек». Rubles in words (thousands are feminine), kopecks in
 * digits, as Russian accounting documents do.
 */

const onesMasculine = [
  '',
  'один',
  'два',
  'три',
  'четыре',
  'пять',
  'шесть',
  'семь',
  'восемь',
  'девять',
]
const onesFeminine = ['', 'одна', 'две', ...onesMasculine.slice(3)]
const teens = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
]
const tens = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
]
const hundreds = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
]

type Forms = readonly [one: string, few: string, many: string]

/** The noun form after a number: 1 рубль, 2 рубля, 5 рублей (11–14 take the third). */
export function pluralRu(n: number, forms: Forms): string {
  const lastTwo = n % 100
  const last = n % 10
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2]
  if (last === 1) return forms[0]
  if (last >= 2 && last <= 4) return forms[1]
  return forms[2]
}

/** 0–999 in words; feminine for thousands. */
function triad(n: number, feminine: boolean): string[] {
  const words = [hundreds[Math.floor(n / 100)] ?? '']
  const rest = n % 100
  if (rest >= 10 && rest < 20) words.push(teens[rest - 10] ?? '')
  else {
    words.push(tens[Math.floor(rest / 10)] ?? '')
    words.push((feminine ? onesFeminine : onesMasculine)[rest % 10] ?? '')
  }
  return words.filter(Boolean)
}

const scales: readonly { forms: Forms; feminine: boolean }[] = [
  { forms: ['', '', ''], feminine: false },
  { forms: ['тысяча', 'тысячи', 'тысяч'], feminine: true },
  { forms: ['миллион', 'миллиона', 'миллионов'], feminine: false },
  { forms: ['миллиард', 'миллиарда', 'миллиардов'], feminine: false },
]

/** A whole number (up to 999 999 999 999) in words, masculine: «сто двадцать один». */
export function integerInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 1e12) throw new Error(`cannot spell ${n}`)
  if (n === 0) return 'ноль'
  const words: string[] = []
  for (let scale = scales.length - 1; scale >= 0; scale--) {
    const part = Math.floor(n / 1000 ** scale) % 1000
    const { forms, feminine } = scales[scale] ?? { forms: ['', '', ''] as const, feminine: false }
    if (part === 0) continue
    words.push(...triad(part, feminine))
    if (scale > 0) words.push(pluralRu(part, forms))
  }
  return words.join(' ')
}

/** «Двадцать три тысячи рублей 00 копеек» for 2 300 000 kopecks. */
export function amountInWords(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0) throw new Error(`bad amount ${kopecks}`)
  const rubles = Math.floor(kopecks / 100)
  const rest = kopecks % 100
  const words = integerInWords(rubles)
  const rublesWord = pluralRu(rubles, ['рубль', 'рубля', 'рублей'])
  const kopecksWord = pluralRu(rest, ['копейка', 'копейки', 'копеек'])
  const text = `${words} ${rublesWord} ${String(rest).padStart(2, '0')} ${kopecksWord}`
  return text.charAt(0).toUpperCase() + text.slice(1)
}
