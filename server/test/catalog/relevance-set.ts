// The relevance set of the search work: queries as shoppers type them, each with the part that must
// come first, run on the seeded demo catalogue (PGlite in `server`, PostgreSQL in `server-pg`).
import { and, asc, desc, eq, isNotNull, like } from 'drizzle-orm'
import type { Database } from '../../src/db/database.ts'
import { marks, parts } from '../../src/db/schema/index.ts'

interface Item {
  uuid: string
  title: string
  article: string
  total_stock: number
}

/** What the first result must be: one known part, or a part name of a make, in stock. */
export interface Expectation {
  query: string
  /** The one part that must come first. */
  id?: string
  /** The first part's title starts with this part name. */
  name?: string
  /** The first part's title names this make (as in «Помпа водяная КАМАЗ 5490»). */
  make?: string
  /** Nothing matches at all. */
  nothing?: true
}

type Picked = { id: string; article: string; extensionNumber: string | null }

async function partOf(db: Database, markSlug: string, withGroup = false): Promise<Picked> {
  const [row] = await db
    .select({ id: parts.id, article: parts.article, extensionNumber: parts.extensionNumber })
    .from(parts)
    .innerJoin(marks, eq(marks.id, parts.markId))
    .where(and(eq(marks.slug, markSlug), withGroup ? isNotNull(parts.crossGroupId) : undefined))
    .orderBy(asc(parts.popularity), asc(parts.id))
    .limit(1)
  if (!row) throw new Error(`the seed has no ${markSlug} part`)
  return row
}

/** The set, with its article cases taken from the seeded catalogue (the seed is fixed). */
export async function relevanceSet(db: Database): Promise<Expectation[]> {
  const man = await partOf(db, 'man', true)
  const scania = await partOf(db, 'scania')
  const mercedes = await partOf(db, 'mercedes-benz')
  const kamaz = await partOf(db, 'kamaz')
  const volvo = await partOf(db, 'volvo')
  const [used] = await db
    .select({ id: parts.id, extensionNumber: parts.extensionNumber })
    .from(parts)
    .where(like(parts.extensionNumber, 'БУ-%'))
    .orderBy(desc(parts.extensionNumber))
    .limit(1)
  if (!used?.extensionNumber) throw new Error('the seed has no used part')
  const manBare = man.article.replace(/\D/g, '')
  const usedDigits = used.extensionNumber.replace(/\D/g, '')
  // A Mercedes article typed on a Russian keyboard: Cyrillic «А» for the Latin «A».
  const mercedesCyrillic = mercedes.article.replace('A', 'А')
  return [
    // Articles as people type them: dots, dashes, spaces, slashes, case, look-alike letters.
    { query: man.article, id: man.id },
    { query: manBare, id: man.id },
    { query: `${manBare.slice(0, 7)} ${manBare.slice(7)}`, id: man.id },
    { query: `${manBare.slice(0, 2)}/${manBare.slice(2, 7)}/${manBare.slice(7)}`, id: man.id },
    { query: `${manBare.slice(0, 2)}.${manBare.slice(2, 7)}.${manBare.slice(7)}`, id: man.id },
    { query: scania.article, id: scania.id },
    { query: scania.article.replaceAll(' ', ''), id: scania.id },
    { query: scania.article.replaceAll(' ', '-'), id: scania.id },
    { query: mercedes.article, id: mercedes.id },
    { query: mercedes.article.replaceAll(' ', ''), id: mercedes.id },
    { query: mercedes.article.toLowerCase(), id: mercedes.id },
    { query: mercedesCyrillic, id: mercedes.id },
    { query: kamaz.article, id: kamaz.id },
    { query: kamaz.article.replace('-', ''), id: kamaz.id },
    { query: volvo.article, id: volvo.id },
    { query: `арт ${volvo.article}`, id: volvo.id },
    // Used numbers as printed on the card, in other spellings, and by their digits.
    { query: used.extensionNumber, id: used.id },
    { query: used.extensionNumber.toLowerCase().replace('-', ' '), id: used.id },
    { query: usedDigits, id: used.id },
    // Word forms.
    { query: 'фильтры масляные', name: 'Фильтр масляный' },
    { query: 'фильтра масляного', name: 'Фильтр масляный' },
    { query: 'колодка тормозная', name: 'Колодки тормозные' },
    { query: 'стартеры', name: 'Стартер' },
    { query: 'насоса гидроусилителя', name: 'Насос гидроусилителя' },
    { query: 'колесный диск', name: 'Диск колёсный' },
    // One typo in a long word.
    { query: 'фильрт масляный', name: 'Фильтр масляный' },
    { query: 'стартр', name: 'Стартер' },
    { query: 'генератр', name: 'Генератор' },
    { query: 'амартизатор', name: 'Амортизатор' },
    { query: 'турбокомпресор', name: 'Турбокомпрессор' },
    // Makes by Russian and Latin names, before or after the part name.
    { query: 'помпа камаз', name: 'Помпа водяная', make: 'КАМАЗ' },
    { query: 'kamaz помпа', name: 'Помпа водяная', make: 'КАМАЗ' },
    { query: 'форсунка КАМАЗ', name: 'Форсунка', make: 'КАМАЗ' },
    { query: 'тормозной кран камаз', name: 'Кран тормозной главный', make: 'КАМАЗ' },
    { query: 'стартер ман', name: 'Стартер', make: 'MAN' },
    { query: 'скания генератор', name: 'Генератор', make: 'Scania' },
    { query: 'вольво фильтр воздушный', name: 'Фильтр воздушный', make: 'Volvo' },
    { query: 'мерседес-бенц амортизатор', name: 'Амортизатор', make: 'Mercedes-Benz' },
    { query: 'колодки тормозные мерседес бенц', name: 'Колодки тормозные', make: 'Mercedes-Benz' },
    { query: 'даф стартер', name: 'Стартер', make: 'DAF' },
    { query: 'ивеко термостат', name: 'Термостат', make: 'Iveco' },
    { query: 'рено генератор', name: 'Генератор', make: 'Renault' },
    { query: 'вольва стартер', name: 'Стартер', make: 'Volvo' },
    { query: 'камаз', make: 'КАМАЗ' },
    { query: 'скания', make: 'Scania' },
    // A part's own name outranks its node's («Фильтры и расходники» holds lamps).
    { query: 'фильтр', name: 'Фильтр' },
    // Nothing found.
    { query: 'щщщзззьььъ', nothing: true },
    { query: 'ZZ-999999999999', nothing: true },
  ]
}

/** Why the answer misses the expectation, or null when it meets it. */
export function miss(expected: Expectation, items: Item[], inStockExists: boolean): string | null {
  const first = items[0]
  if (expected.nothing) return first ? `expected nothing, got «${first.title}»` : null
  if (!first) return 'nothing found'
  if (expected.id && first.uuid !== expected.id) {
    return `first is «${first.title}» ${first.article}, not the expected part`
  }
  if (expected.name && !first.title.startsWith(expected.name)) {
    return `first is «${first.title}», not «${expected.name}…»`
  }
  if (expected.make && !first.title.includes(expected.make)) {
    return `first is «${first.title}», not a ${expected.make} part`
  }
  if (!expected.id && inStockExists && first.total_stock === 0) {
    return `first «${first.title}» is sold out while matches in stock exist`
  }
  return null
}
