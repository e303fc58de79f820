import type { ReactNode } from 'react'
import {
  Table as AriaTable,
  Cell,
  Column,
  Row,
  TableBody,
  TableHeader,
} from 'react-aria-components'
import { ru } from '../../i18n/ru.ts'
import * as styles from './Table.css.ts'

export interface TableColumn<T> {
  id: string
  title: string
  /** Numbers and prices line up on the right. */
  align?: 'start' | 'end'
  render: (row: T) => ReactNode
}

export interface TableProps<T extends { id: string | number }> {
  columns: readonly TableColumn<T>[]
  rows: readonly T[]
  'aria-label': string
  /** Shown in one cell across the table when there are no rows. */
  emptyText?: string
  /**
   * `scroll` (the default) scrolls sideways inside itself on narrow screens; `cards` shows each
   * row as a card below 768 px, every cell under its column's title, so nothing is cut off.
   */
  layout?: (typeof tableLayouts)[number]
}

export const tableLayouts = ['scroll', 'cards'] as const

/** A data table (orders, stock by branch); on narrow screens it scrolls sideways or turns into cards. */
export function Table<T extends { id: string | number }>({
  columns,
  rows,
  'aria-label': label,
  emptyText = ru.emptyTitle,
  layout = 'scroll',
}: TableProps<T>) {
  const alignOf = (column: TableColumn<T>) => (column.align === 'end' ? styles.end : '')
  return (
    <div className={layout === 'cards' ? styles.cardsFrame : styles.scroller}>
      <AriaTable
        aria-label={label}
        className={[styles.table, layout === 'cards' ? styles.cards : ''].join(' ')}
      >
        <TableHeader columns={columns}>
          {(column) => (
            <Column
              id={column.id}
              isRowHeader={column === columns[0]}
              className={[styles.column, alignOf(column)].join(' ')}
            >
              {column.title}
            </Column>
          )}
        </TableHeader>
        <TableBody
          items={rows}
          renderEmptyState={() => <div className={styles.empty}>{emptyText}</div>}
        >
          {(row) => (
            <Row id={row.id} columns={columns} className={styles.row}>
              {(column) => (
                <Cell
                  className={[styles.cell, alignOf(column)].join(' ')}
                  data-label={column.title}
                >
                  {column.render(row)}
                </Cell>
              )}
            </Row>
          )}
        </TableBody>
      </AriaTable>
    </div>
  )
}
