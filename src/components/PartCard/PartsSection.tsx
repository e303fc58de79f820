import { EmptyState, type EmptyStateProps, Heading, Stack } from '@gruzovik/design-system'
import type { ReactNode } from 'react'
import type { Part } from '../../api/parts.ts'
import { PartGrid } from './PartGrid.tsx'

export interface PartsSectionProps {
  /** The id of the section's heading, which names the section. */
  id: string
  /** The heading's text, also the grid's name for screen readers. */
  title: string
  /** Shown in the heading after the title: the count of parts. */
  note?: ReactNode
  parts: readonly Part[]
  /** What shows when there are none: the text and a way on (never a dead end). */
  empty: Pick<EmptyStateProps, 'title' | 'description' | 'action'>
}

/** A page's section of parts under an h2: their cards, or the empty state with a way on. */
export function PartsSection({ id, title, note, parts, empty }: PartsSectionProps) {
  return (
    <Stack as="section" space={4} aria-labelledby={id}>
      <Heading level={2} size="xl" id={id}>
        {title}
        {note && <> {note}</>}
      </Heading>
      {parts.length > 0 ? (
        <PartGrid parts={parts} label={title} />
      ) : (
        <EmptyState {...empty} headingLevel={3} />
      )}
    </Stack>
  )
}
