import { describe, expect, it } from 'vitest'
import type { PartCardsService } from '../parts/part-cards.service.ts'
import type { SearchHistoryRepository } from './history.repository.ts'
import type { QueryContextRepository } from './query-context.repository.ts'
import { createSearchService } from './search.service.ts'
import type { PartSearchEngine } from './search-engine.ts'
import type { SuggestRepository } from './suggest.repository.ts'

/** A service on an engine that finds nothing and says whether the text could match at all. */
function serviceFindingNothing(unmatchable: boolean) {
  const asked: boolean[] = []
  const engine = {
    findPage: () => Promise.reject(new Error('not asked here')),
    bestMatches: async (_query, options) => {
      asked.push(options.strict)
      return { parts: [], groups: [], lists: { popular: [], names: [] }, unmatchable }
    },
  } satisfies PartSearchEngine
  const service = createSearchService({
    engine,
    queryContext: {
      context: async () => ({ makes: [], vocabulary: [] }),
    } as QueryContextRepository,
    history: { list: async () => [] } as unknown as SearchHistoryRepository,
    suggest: {} as SuggestRepository,
    // No truck chosen: the cards go out as found.
    partCards: { markFits: async (cards) => cards } as PartCardsService,
  })
  const owner = { customerId: null, sessionId: null, visitor: 'ip:127.0.0.1' }
  return { asked, suggest: (text: string) => service.suggest(text, owner) }
}

describe('suggest', () => {
  it('asks again more broadly when nothing matched strictly', async () => {
    const { asked, suggest } = serviceFindingNothing(false)
    expect((await suggest('помпа')).products).toEqual([])
    expect(asked).toEqual([true, false])
  })

  it('does not ask again when the words can match nothing («по», a stop word)', async () => {
    const { asked, suggest } = serviceFindingNothing(true)
    expect((await suggest('по')).products).toEqual([])
    expect(asked).toEqual([true])
  })
})
