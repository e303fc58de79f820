import type { KeptAnswers } from '../shared/kept-answers.ts'
import type { PartSearchEngine } from './search-engine.ts'
import type { SuggestRepository } from './suggest.repository.ts'

/**
 * The search engine with its answers kept a few seconds for everyone: shoppers type the same
 * makes and words («камаз», «фильтр масл»), each letter of a suggest is a query, and the answer
 * does not depend on who asks. Stock shown may be that old (twice that while an answer past
 * its time is found anew, kept-answers.ts); what can be ordered is checked again by the order.
 */
export function keptSearchEngine(engine: PartSearchEngine, answers: KeptAnswers): PartSearchEngine {
  return {
    findPage: (filter, query, options) =>
      answers.kept(['page', filter, query, options], () => engine.findPage(filter, query, options)),
    bestMatches: (query, options, alongside) =>
      answers.kept(['best', query, options, alongside], () =>
        engine.bestMatches(query, options, alongside),
      ),
  }
}

/** The suggest's lists for everyone (popular queries, part names) kept the same way. */
export function keptSuggest(suggest: SuggestRepository, answers: KeptAnswers): SuggestRepository {
  return {
    ...suggest,
    shared: (text, limits) =>
      answers.kept(['suggest', text, limits], () => suggest.shared(text, limits)),
  }
}
