import { Button, Checkbox, Stack } from '@gruzovik/design-system'
import { useState } from 'react'
import { catalogText } from '../../content/catalog.ts'
import * as styles from './filter-panel.css.ts'

/** A value of a facet with its count among the results (the API's FacetItem). */
export interface FacetItem {
  slug: string
  title: string
  count: number
}

/** A value the page's own address fixes (/catalog/kamaz: KAMAZ), with the page without it. */
export interface PinnedItem {
  slug: string
  title: string
  link_without: string
}

const shownAtFirst = 10

export interface FacetGroupProps {
  title: string
  items: readonly FacetItem[]
  selected: readonly string[] | undefined
  onToggle: (slug: string, on: boolean) => void
  /** Ticked by the page itself; unticking one leaves for its `link_without`. */
  pinned?: readonly PinnedItem[] | undefined
  onLeave?: ((link: string) => void) | undefined
}

/** A filter by makes, part names or condition: checkboxes with counts; ticked ones always show. */
export function FacetGroup({
  title,
  items,
  selected = [],
  onToggle,
  pinned = [],
  onLeave,
}: FacetGroupProps) {
  const [expanded, setExpanded] = useState(false)
  const pinnedSlugs = new Set(pinned.map((item) => item.slug))
  const ticked = new Set([...selected, ...pinnedSlugs])
  if (items.length === 0 && ticked.size === 0) return null
  const known = new Set(items.map((item) => item.slug))
  // The page's own values first; a chosen slug with no results left still shows, to untick it.
  const all: { slug: string; title: string; count?: number }[] = [
    ...pinned.filter((item) => !known.has(item.slug)),
    ...items,
    ...selected
      .filter((slug) => !known.has(slug) && !pinnedSlugs.has(slug))
      .map((slug) => ({ slug, title: slug, count: 0 })),
  ]
  const visible = expanded
    ? all
    : all.filter((item, index) => index < shownAtFirst || ticked.has(item.slug))
  const hidden = all.length - visible.length
  const toggle = (slug: string, on: boolean) => {
    const page = pinned.find((item) => item.slug === slug)
    if (page && !on && onLeave) onLeave(page.link_without)
    else if (!page) onToggle(slug, on)
  }
  return (
    <fieldset className={styles.card}>
      <legend className={styles.groupTitle}>{title}</legend>
      <Stack as="ul" space={1}>
        {visible.map((item) => (
          <li key={item.slug} className={styles.checkRow}>
            <Checkbox isSelected={ticked.has(item.slug)} onChange={(on) => toggle(item.slug, on)}>
              {item.title}{' '}
              {item.count !== undefined && <span className={styles.count}>{item.count}</span>}
            </Checkbox>
          </li>
        ))}
      </Stack>
      {hidden > 0 && (
        <Button variant="ghost" onPress={() => setExpanded(true)}>
          {catalogText.showMore(hidden)}
        </Button>
      )}
    </fieldset>
  )
}
