/** Cyrillic capitals that look like Latin ones, folded so `А123ВС` and `A123BC` are one article. */
export const cyrillicLookAlikes = 'АВЕКМНОРСТХ'
export const latinLookAlikes = 'ABEKMHOPCTX'

const fold = new Map([...cyrillicLookAlikes].map((ch, i) => [ch, latinLookAlikes[i] ?? ch]))

/**
 * The form articles are stored and compared in: uppercase letters and digits only, Cyrillic
 * look-alike letters as Latin, so `81.50601-6070`, `8150601 6070` and `81506016070` are one
 * article, and `А 003` typed on a Russian keyboard is `A003`. The migration that fills
 * `parts.article_normalized` applies the same rule in SQL (`translate`).
 */
export function normalizeArticle(input: string): string {
  return input
    .toUpperCase()
    .replace(/[^0-9A-ZА-ЯЁ]/g, '')
    .replace(/[АВЕКМНОРСТХ]/g, (ch) => fold.get(ch) ?? ch)
}

/** Whether a query looks like an article (has a digit) rather than words. */
export function looksLikeArticle(input: string): boolean {
  return /\d/.test(input) && normalizeArticle(input).length >= 3
}
