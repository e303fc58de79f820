import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { SuggestResponse } from '../../../api/search.ts'
import { searchText } from '../../../content/search.ts'
import { SuggestionList } from './SuggestionList.tsx'

const onlyHistory: SuggestResponse = {
  history: [{ uuid: 'h1', query: 'колодки' }],
  popular: [{ title: 'стартер' }],
  nomenclature_names: [],
  cross_groups: [],
  products: [],
}

const noop = () => {}

describe('SuggestionList', () => {
  it('says «Ничего не найдено» for typed text that matches no part, group or name', () => {
    render(
      <SuggestionList
        results={onlyHistory}
        query="щщщзззь"
        onQuery={noop}
        onDeleteHistory={noop}
        onFollow={noop}
      />,
    )
    expect(screen.getByText(searchText.nothingFound)).toBeTruthy()
    // History and popular queries stay offered below it.
    expect(screen.getByText('колодки')).toBeTruthy()
  })

  it('shows history without «nothing found» before anything is typed', () => {
    render(
      <SuggestionList
        results={onlyHistory}
        query=""
        onQuery={noop}
        onDeleteHistory={noop}
        onFollow={noop}
      />,
    )
    expect(screen.queryByText(searchText.nothingFound)).toBeNull()
  })
})
