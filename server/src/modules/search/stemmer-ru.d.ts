// @nlpjs/lang-ru ships no types; its Snowball Russian stemmer is all search uses of it.
declare module '@nlpjs/lang-ru/src/stemmer-ru' {
  export default class StemmerRu {
    stem(word: string): string
  }
}
