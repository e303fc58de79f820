import type { ReactNode } from 'react'
import { ru } from '../../i18n/ru.ts'
import * as styles from './EmptyState.css.ts'

export interface EmptyStateProps {
  title?: string
  description?: ReactNode
  /** A way forward: a link or a button (design brief: empty states are never a dead end). */
  action?: ReactNode
  headingLevel?: 2 | 3 | 4
}

/** "Ничего не найдено" with an optional explanation and action. */
export function EmptyState({
  title = ru.emptyTitle,
  description,
  action,
  headingLevel = 2,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <section className={styles.emptyState}>
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.text}>{description}</p>}
      {action}
    </section>
  )
}
