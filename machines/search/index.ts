export {
  type SearchContext,
  type SearchEvent,
  type SearchNavigation,
  searchMachine,
} from './search.machine.ts'
export {
  SEARCH_PATH,
  type SuggestHistoryItem,
  type Suggestions,
  searchQuery,
  withoutHistoryItem,
} from './search-rules.ts'
