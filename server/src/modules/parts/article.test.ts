import { describe, expect, it } from 'vitest'
import { looksLikeArticle, normalizeArticle } from './article.ts'

describe('normalizeArticle', () => {
  it('makes dotted, spaced and bare MAN articles one', () => {
    expect(normalizeArticle('81.50601-6070')).toBe('81506016070')
    expect(normalizeArticle('8150601 6070')).toBe('81506016070')
    expect(normalizeArticle('81506016070')).toBe('81506016070')
  })

  it('uppercases letters and drops spaces of Mercedes articles', () => {
    expect(normalizeArticle('a 003 420 44 20')).toBe('A0034204420')
  })

  it('keeps Cyrillic letters without a Latin twin in used numbers', () => {
    expect(normalizeArticle('бу-000123')).toBe('БУ000123')
  })

  it('reads Cyrillic look-alike letters as Latin ones', () => {
    expect(normalizeArticle('А 003 420')).toBe('A003420')
    expect(normalizeArticle('ВЕКМНОРСТХ-1')).toBe('BEKMHOPCTX1')
    expect(normalizeArticle('авекмнорстх')).toBe(normalizeArticle('abekmhopctx'))
  })

  it('ignores slashes', () => {
    expect(normalizeArticle('5320/3501 090')).toBe('53203501090')
  })

  it('turns punctuation alone into an empty string', () => {
    expect(normalizeArticle(' .-/% ')).toBe('')
  })
})

describe('looksLikeArticle', () => {
  it('takes text with digits and at least three characters as an article', () => {
    expect(looksLikeArticle('1 948 795')).toBe(true)
    expect(looksLikeArticle('20843014')).toBe(true)
  })

  it('takes words without digits and too short codes as words', () => {
    expect(looksLikeArticle('колодки')).toBe(false)
    expect(looksLikeArticle('8.1')).toBe(false)
  })
})
