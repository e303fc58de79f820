/// <reference path="./stemmer-ru.d.ts" />
import StemmerRu from '@nlpjs/lang-ru/src/stemmer-ru'

const russian = new StemmerRu()

/**
 * A Cyrillic word stemmed as PostgreSQL's `russian` configuration stems it before it looks up
 * its prefix (Snowball: «коло» → «кол», «тормозной» → «тормозн», «колодка» → «колодк»); null
 * for any other word (Latin goes through the English stemmer there).
 */
export const russianStem = (word: string): string | null =>
  /^[а-я]+$/.test(word) ? russian.stem(word) : null
