/**
 * The form articles are stored and compared in: uppercase letters and digits only, so
 * `81.50601-6070`, `8150601 6070` and `81506016070` are one article.
 */
export function normalizeArticle(input: string): string {
  return input.toUpperCase().replace(/[^0-9A-ZА-ЯЁ]/g, '')
}

/** Whether a query looks like an article (has a digit) rather than words. */
export function looksLikeArticle(input: string): boolean {
  return /\d/.test(input) && normalizeArticle(input).length >= 3
}
