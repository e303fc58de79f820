import { Button, Checkbox, mobileQuery } from '@gruzovik/design-system'
import { useEffect, useState } from 'react'
import type { CatalogResponse } from '../../../api/catalog.ts'
import { catalogueText } from '../../../content/catalogue.ts'
import * as styles from './catalogue.css.ts'

type FacetItem = CatalogResponse['facets']['marks'][number]

const shownAtFirst = 10

export interface FacetGroupProps {
  title: string
  items: readonly FacetItem[]
  selected: readonly string[] | undefined
  onToggle: (slug: string, on: boolean) => void
}

/** A filter by makes or part names: checkboxes with counts; chosen ones are always visible. */
export function FacetGroup({ title, items, selected = [], onToggle }: FacetGroupProps) {
  const [expanded, setExpanded] = useState(false)
  // Open beside the results on desktop; folded on a phone so the parts stay near the top. The
  // server's page (and the first render over it) is open: readable without JavaScript.
  const [open, setOpen] = useState(true)
  useEffect(() => {
    if (window.matchMedia?.(mobileQuery).matches) setOpen(false)
  }, [])
  if (items.length === 0 && selected.length === 0) return null
  const known = new Set(items.map((item) => item.slug))
  // A chosen slug with no results under the other filters still shows, so it can be unticked.
  const all = [
    ...items,
    ...selected.filter((slug) => !known.has(slug)).map((slug) => ({ slug, title: slug, count: 0 })),
  ]
  const visible = expanded
    ? all
    : all.filter((item, index) => index < shownAtFirst || selected.includes(item.slug))
  const hidden = all.length - visible.length
  return (
    <details
      className={styles.facet}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className={styles.facetSummary}>{title}</summary>
      <ul className={styles.facetList}>
        {visible.map((item) => (
          <li key={item.slug} className={styles.checkRow}>
            <Checkbox
              isSelected={selected.includes(item.slug)}
              onChange={(on) => onToggle(item.slug, on)}
            >
              {item.title} <span className={styles.facetCount}>{item.count}</span>
            </Checkbox>
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <Button variant="ghost" onPress={() => setExpanded(true)}>
          {catalogueText.showMore(hidden)}
        </Button>
      )}
    </details>
  )
}
