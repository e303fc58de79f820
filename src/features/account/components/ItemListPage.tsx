import { EmptyState, Heading, Inline, Table, type TableColumn } from '@gruzovik/design-system'
import type { ReactNode } from 'react'
import type { LoadState } from '../use-load.ts'
import * as styles from './account.css.ts'
import { LoadView } from './LoadView.tsx'

type Row<T extends { items: readonly { uuid: string }[] }> = T['items'][number] & { id: string }

/**
 * An account page listing items in a table: its title, the load states, an empty state for no
 * items, and what goes under the table (`after`, e.g. pagination).
 */
export function ItemListPage<T extends { items: readonly { uuid: string }[] }>({
  titleId,
  text,
  list: { state, reload },
  columns,
  after,
  actions,
}: {
  titleId: string
  /** The page's title (also the table's name) and what it says when there are no items. */
  text: { title: string; empty: string }
  /** The loaded items and how to reload them (useItemList). */
  list: { state: LoadState<T>; reload: () => void }
  columns: readonly TableColumn<Row<T>>[]
  after?: (data: T) => ReactNode
  /** Beside the title: what adds an item («Добавить грузовик»). */
  actions?: ReactNode
}) {
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <Inline space={3} align="space-between" alignY="center">
        <Heading level={1} size="xl" id={titleId}>
          {text.title}
        </Heading>
        {actions}
      </Inline>
      <LoadView state={state} retry={reload}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState description={text.empty} />
          ) : (
            <>
              <Table
                aria-label={text.title}
                layout="cards"
                rows={data.items.map((item): Row<T> => ({ ...item, id: item.uuid }))}
                columns={columns}
              />
              {after?.(data)}
            </>
          )
        }
      </LoadView>
    </section>
  )
}
