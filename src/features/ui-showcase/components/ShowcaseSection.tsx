import { Heading } from '@gruzovik/design-system'
import type { ReactNode } from 'react'
import * as styles from './showcase.css.ts'

export interface ShowcaseSectionProps {
  /** The anchor of the section, e.g. `ui-button`. */
  id: string
  title: string
  description: string
  children: ReactNode
  /** Spans the whole row of the grid (a table needs the width). */
  wide?: boolean
}

/** One component's card on the page: an h2, a line about it, then its live examples. */
export function ShowcaseSection({
  id,
  title,
  description,
  children,
  wide = false,
}: ShowcaseSectionProps) {
  const headingId = `${id}-title`
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={[styles.section, wide ? styles.wideSection : ''].filter(Boolean).join(' ')}
    >
      <Heading level={2} size="xl" id={headingId}>
        {title}
      </Heading>
      <p className={styles.description}>{description}</p>
      {children}
    </section>
  )
}
