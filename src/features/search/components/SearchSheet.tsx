import { SearchField, Sheet, Stack } from '@gruzovik/design-system'
import { searchText } from '../../../content/search.ts'
import { useSearch } from '../use-search.ts'
import { SuggestionList } from './SuggestionList.tsx'

/** The phone's search: a full-screen sheet (page scroll locked) with the field and suggestions. */
export default function SearchSheet() {
  const search = useSearch()
  return (
    <Sheet
      title={searchText.sheetTitle}
      isOpen={search.open}
      onOpenChange={(open) => {
        if (!open) search.close()
      }}
    >
      <Stack space={4}>
        <SearchField
          label={searchText.label}
          placeholder={searchText.placeholder}
          value={search.text}
          onChange={search.type}
          onSubmit={search.submit}
          autoFocus
        />
        {search.results && (
          <SuggestionList
            results={search.results}
            query={search.text}
            onQuery={search.query}
            onDeleteHistory={search.deleteHistory}
            onFollow={search.close}
          />
        )}
      </Stack>
    </Sheet>
  )
}
