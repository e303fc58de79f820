import { type APIRequestContext, expect } from '@playwright/test'

/** A resolved row as the list page's API answers it (only what the tests read). */
interface Match {
  brand: string | null
  part: {
    uuid: string
    article: string
    full_title: string
    total_stock: number
    is_not_new: boolean
  }
}
interface ResolvedRow {
  article: string
  status: string
  part: Match | null
  candidates: Match[]
  analogues: Match[]
}

export interface ListCase {
  /** The line as the buyer writes it (article, tab, quantity). */
  line: string
  /** The part that should end in the cart, and how many. */
  expected: { uuid: string; article: string; quantity: number } | null
  /** The radio to pick in the row, when the row asks for a choice. */
  pick?: RegExp
}

const lookAlikes: Record<string, string> = {
  A: 'А',
  B: 'В',
  C: 'С',
  E: 'Е',
  H: 'Н',
  K: 'К',
  M: 'М',
  O: 'О',
  P: 'Р',
  T: 'Т',
  X: 'Х',
}
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Six rows of «Заказ по списку» from the server's real data, not hard-coded articles: a found
 * part written with spaces, one with a Cyrillic look-alike letter, an article under several
 * brands, a sold-out part with analogues, a used part asked twice, and an unknown article.
 * The catalogue is read through search, the rows' kind through the resolve call itself. With
 * `total` above six, plain rows of other parts in stock fill the list up to that many rows.
 */
export async function pickListCases(request: APIRequestContext, total = 6): Promise<ListCase[]> {
  const parts = new Map<string, string>()
  for (const s of ['колодки', 'фильтр', 'насос', 'датчик', 'клапан', 'кронштейн']) {
    for (const extra of ['condition=new&in_stock=true', 'condition=used', '']) {
      const response = await request.get(
        `/api/search?s=${encodeURIComponent(s)}&per_page=48&${extra}`,
      )
      if (!response.ok()) continue
      const { items } = (await response.json()) as {
        items: Array<{ uuid: string; article: string }>
      }
      for (const item of items) parts.set(item.uuid, item.article)
    }
  }
  const articles = [...new Set(parts.values())].slice(0, 1000)
  const response = await request.post('/api/cart/import/resolve', {
    headers: { Session: crypto.randomUUID() },
    data: { rows: articles.map((article, i) => ({ line: i + 1, article, quantity: '1' })) },
  })
  expect(response.ok()).toBe(true)
  const { rows } = (await response.json()) as { rows: ResolvedRow[] }
  const used = new Set<string>()
  const take = (test: (row: ResolvedRow) => boolean, what: string) => {
    const row = rows.find((r) => !used.has(r.article) && test(r))
    expect(row, what).toBeTruthy()
    used.add((row as ResolvedRow).article)
    return row as ResolvedRow
  }
  const inStock = (row: ResolvedRow) =>
    row.status === 'found' &&
    !!row.part &&
    !row.part.part.is_not_new &&
    row.part.part.total_stock >= 2
  const spaced = take(
    (r) => inStock(r) && r.article.replace(/[\s.-]/g, '').length >= 6,
    'a new part in stock',
  )
  const cyrillic = take(
    (r) => inStock(r) && /[ABCEHKMOPTX]/.test(r.article),
    'an article with a Latin letter',
  )
  const ambiguous = take(
    (r) =>
      r.status === 'choose_brand' && r.candidates.some((c) => c.part.total_stock >= 1 && c.brand),
    'an article under several brands',
  )
  const soldOut = take(
    (r) => r.status === 'sold_out' && r.analogues.length > 0,
    'a sold-out part with analogues',
  )
  const usedPart = take((r) => r.status === 'found' && !!r.part?.part.is_not_new, 'a used part')
  const compact = spaced.article.replace(/[\s.-]/g, '')
  const withSpaces = `${compact.slice(0, 3)} ${compact.slice(3)}`
  const latin = cyrillic.article.match(/[ABCEHKMOPTX]/)?.[0] as string
  const brandPick = ambiguous.candidates.find((c) => c.part.total_stock >= 1 && c.brand) as Match
  const analogue = soldOut.analogues[0] as Match
  const of = (match: Match, quantity: number) => ({
    uuid: match.part.uuid,
    article: match.part.article,
    quantity,
  })
  const special: ListCase[] = [
    { line: `${withSpaces}\t1`, expected: of(spaced.part as Match, 1) },
    {
      line: `${cyrillic.article.replace(latin, lookAlikes[latin] as string)}\t1`,
      expected: of(cyrillic.part as Match, 1),
    },
    {
      line: `${ambiguous.article}\t1`,
      expected: of(brandPick, 1),
      pick: new RegExp(
        `^${escapeRegExp(brandPick.brand as string)} — ${escapeRegExp(brandPick.part.article)}`,
      ),
    },
    {
      line: `${soldOut.article}\t1`,
      expected: of(analogue, 1),
      pick: new RegExp(`${escapeRegExp(analogue.part.article)},`),
    },
    { line: `${usedPart.article}\t2`, expected: of(usedPart.part as Match, 1) },
  ]
  const taken = new Set(special.map((c) => c.expected?.uuid))
  const fillers = rows
    .filter((r) => inStock(r) && !used.has(r.article) && !taken.has(r.part?.part.uuid))
    .filter((r, i, all) => all.findIndex((o) => o.part?.part.uuid === r.part?.part.uuid) === i)
    .slice(0, Math.max(0, total - special.length - 1))
  expect(fillers.length, `parts in stock for a list of ${total} rows`).toBe(
    Math.max(0, total - special.length - 1),
  )
  return [
    ...special,
    ...fillers.map((r) => ({ line: `${r.article}\t1`, expected: of(r.part as Match, 1) })),
    { line: `НЕТ-ТАКОГО-${Date.now() % 100000}\t3`, expected: null },
  ]
}

/**
 * One article that resolves alone to a new part with at least `stock` pieces in stock (read
 * through search and the resolve call, as `pickListCases` does), with that part's uuid.
 */
export async function pickInStockArticle(request: APIRequestContext, stock = 2) {
  const response = await request.get(
    `/api/search?s=${encodeURIComponent('фильтр')}&per_page=48&condition=new&in_stock=true`,
  )
  expect(response.ok()).toBe(true)
  const { items } = (await response.json()) as { items: Array<{ article: string }> }
  const resolved = await request.post('/api/cart/import/resolve', {
    headers: { Session: crypto.randomUUID() },
    data: { rows: items.map((item, i) => ({ line: i + 1, article: item.article, quantity: '1' })) },
  })
  expect(resolved.ok()).toBe(true)
  const { rows } = (await resolved.json()) as { rows: ResolvedRow[] }
  const row = rows.find(
    (r) =>
      r.status === 'found' &&
      !!r.part &&
      !r.part.part.is_not_new &&
      r.part.part.total_stock >= stock,
  )
  expect(row, `a new part with ${stock} in stock`).toBeTruthy()
  const found = row as ResolvedRow
  return { article: found.article, uuid: (found.part as Match).part.uuid }
}
