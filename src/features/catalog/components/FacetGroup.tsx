import { Button, Checkbox, mobileQuery, Stack } from '@gruzovik/design-system'
import { useEffect, useState } from 'react'
import type { CatalogResponse } from '../../../api/catalog.ts'
import { bareList } from '../../../components/lists.css.ts'
import { catalogText } from '../../../content/catalog.ts'
import * as styles from './catalog.css.ts'

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
  // server cannot know the screen: until the browser decides, CSS folds it on a phone, so
  // nothing moves when the decision comes.
  const [open, setOpen] = useState<boolean | null>(null)
  useEffect(() => {
    setOpen(!window.matchMedia?.(mobileQuery).matches)
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
      className={open === null ? `${styles.facet} ${styles.facetUndecided}` : styles.facet}
      open={open ?? true}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className={styles.facetSummary}>{title}</summary>
      <Stack as="ul" space={1} className={bareList}>
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
      </Stack>
      {hidden > 0 && (
        <Button variant="ghost" onPress={() => setExpanded(true)}>
          {catalogText.showMore(hidden)}
        </Button>
      )}
    </details>
  )
}
