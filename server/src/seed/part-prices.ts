// Demo prices a truck mechanic would believe: a range of new prices per part type (the type is
// the drawing's kind, picked by the part name), wider ones for assembled units, and used parts
// at a third to two thirds of a new one's price.
import type { IllustrationKind } from '../modules/parts/illustration-kinds.ts'
import type { Random } from './random.ts'

/** New prices in roubles, [cheapest, dearest]. */
export const newPriceRanges: Record<IllustrationKind, readonly [number, number]> = {
  'air-spring': [4_500, 16_000],
  'air-valve': [2_500, 24_000],
  alternator: [14_000, 65_000],
  axle: [25_000, 90_000],
  battery: [9_000, 28_000],
  bearing: [900, 14_000],
  belt: [900, 6_500],
  'brake-chamber': [2_500, 14_000],
  'brake-disc': [5_500, 26_000],
  'brake-pad': [2_200, 9_500],
  bulb: [90, 850],
  cab: [700, 45_000],
  canister: [450, 9_000],
  clutch: [9_000, 65_000],
  'control-unit': [350, 60_000],
  engine: [18_000, 180_000],
  fastener: [60, 2_500],
  filter: [450, 6_500],
  gear: [3_500, 85_000],
  gearbox: [40_000, 250_000],
  headlamp: [2_500, 32_000],
  hose: [350, 6_500],
  injector: [6_500, 42_000],
  'leaf-spring': [9_000, 48_000],
  mirror: [2_500, 18_000],
  muffler: [8_000, 160_000],
  part: [500, 20_000],
  piston: [1_800, 22_000],
  pump: [6_000, 85_000],
  radiator: [2_500, 70_000],
  rod: [1_500, 19_000],
  seal: [180, 4_500],
  sensor: [650, 24_000],
  shaft: [3_500, 95_000],
  'shock-absorber': [3_500, 14_000],
  starter: [12_000, 55_000],
  steering: [4_500, 28_000],
  turbocharger: [38_000, 160_000],
  wheel: [600, 38_000],
}

/**
 * Part names priced apart from their type: assembled units (aggregations), which cost far more
 * than any one part of their node, and the dearest or cheapest members of a broad type.
 */
export const namePriceRanges: Record<string, readonly [number, number]> = {
  'Двигатель в сборе': [650_000, 2_200_000],
  'КПП в сборе': [280_000, 950_000],
  'Мост задний в сборе': [320_000, 900_000],
  'Мост передний в сборе': [180_000, 600_000],
  'Кабина в сборе': [450_000, 1_500_000],
  'Раздаточная коробка в сборе': [150_000, 450_000],
  'Редуктор в сборе': [90_000, 320_000],
  'Рулевой механизм в сборе': [45_000, 190_000],
  'Радиатор в сборе': [45_000, 160_000],
  'Сцепление в сборе': [35_000, 95_000],
  'Головка блока цилиндров': [60_000, 220_000],
  'Коленчатый вал': [35_000, 120_000],
  'Распределительный вал': [15_000, 60_000],
  ТНВД: [45_000, 180_000],
  'Компрессор пневматический': [25_000, 90_000],
  'Блок управления двигателем': [35_000, 120_000],
  Тахограф: [25_000, 70_000],
  Реле: [300, 2_500],
  Предохранитель: [30, 300],
  'Сажевый фильтр': [60_000, 250_000],
  Катализатор: [50_000, 200_000],
  'Главная пара': [45_000, 140_000],
  Маховик: [18_000, 65_000],
  Шина: [18_000, 45_000],
  Вентиль: [150, 900],
  'Щётка стеклоочистителя': [600, 2_500],
  'Дверь кабины': [25_000, 90_000],
  'Стекло лобовое': [12_000, 35_000],
  'Бак топливный': [15_000, 60_000],
}

/** A used part costs this share of a new one, in percent. */
export const usedShare = [35, 65] as const

export const newPriceRange = (name: string, kind: IllustrationKind) =>
  namePriceRanges[name] ?? newPriceRanges[kind]

/**
 * A new price in kopecks, drawn evenly on a log scale (in a wide range cheap parts are as
 * common as dear ones): kopecks below 3 000 ₽ as supplier mark-ups give them, tens of roubles
 * up to 100 000 ₽, hundreds above.
 */
export function drawNewPrice(random: Random, range: readonly [number, number]): number {
  const [min, max] = range
  const rubles = Math.exp(Math.log(min) + random.next() * (Math.log(max) - Math.log(min)))
  const step = rubles < 3_000 ? 0.1 : rubles < 100_000 ? 10 : 100
  const rounded = Math.round(rubles / step) * step
  return Math.round(Math.min(max, Math.max(min, rounded)) * 100)
}

/** A used part's price in kopecks: a share of the new price, rounded down as a dismantler
 * prices (10 ₽ below 1 000 ₽, 50 ₽ below 10 000 ₽, else 100 ₽), so always below new. */
export function drawUsedPrice(random: Random, newPrice: number): number {
  const rubles = (newPrice / 100) * (random.int(usedShare[0], usedShare[1]) / 100)
  const step = rubles < 1_000 ? 10 : rubles < 10_000 ? 50 : 100
  return Math.max(step, Math.floor(rubles / step) * step) * 100
}

/** A sale price in kopecks: a percentage of the price, rounded down to whole roubles below
 * 3 000 ₽, tens of roubles below 100 000 ₽, hundreds above (never above the price). */
export function salePrice(price: number, percent: number): number {
  const rubles = ((price / 100) * percent) / 100
  const step = rubles < 3_000 ? 1 : rubles < 100_000 ? 10 : 100
  return Math.max(1, Math.floor(rubles / step) * step) * 100
}
