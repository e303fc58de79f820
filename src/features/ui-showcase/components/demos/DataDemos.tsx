import {
  Badge,
  Breadcrumbs,
  Button,
  formatPrice,
  Inline,
  Pagination,
  Price,
  Stack,
  Table,
  type TableColumn,
  Tabs,
} from '@gruzovik/design-system'
import { useState } from 'react'
import { uiShowcaseTexts } from '../../../../content/ui-showcase.ts'
import * as styles from '../showcase.css.ts'

const texts = uiShowcaseTexts

/** Demo prices in kopecks: a card price, a discounted one and an order total. */
const prices = { regular: 879000, discounted: 123450, before: 145000, total: 123450 }

export function PriceDemo() {
  return (
    <Stack as="dl" space={3}>
      <Inline space={3} alignY="center">
        <dt className={styles.flat}>{texts.price.regular}</dt>
        <dd className={styles.flat}>
          <Price price={prices.regular} />
        </dd>
      </Inline>
      <Inline space={3} alignY="center">
        <dt className={styles.flat}>{texts.price.discount}</dt>
        <dd className={styles.flat}>
          <Price price={prices.discounted} oldPrice={prices.before} />
        </dd>
        <dd className={[styles.flat, styles.caption].join(' ')}>
          {texts.price.saving(formatPrice(prices.before - prices.discounted, { decimals: 'auto' }))}
        </dd>
      </Inline>
      <Inline space={3} alignY="center">
        <dt className={styles.flat}>{texts.price.total}</dt>
        <dd className={styles.flat}>
          <Price price={prices.total} decimals="always" />
        </dd>
      </Inline>
    </Stack>
  )
}

/** More than the badge's maximum, so it shows `99+`. */
const manyArrivals = 120

export function BadgeDemo() {
  const [count, setCount] = useState(2)
  return (
    <Stack space={3}>
      <Inline space={3} alignY="center">
        <span className={styles.badgeHolder}>
          {texts.badge.cart}
          <Badge count={count} label={texts.badge.label} />
        </span>
        <Button size="sm" variant="secondary" onPress={() => setCount((value) => value + 1)}>
          {texts.badge.add}
        </Button>
        <Button size="sm" variant="ghost" onPress={() => setCount(0)}>
          {texts.badge.clear}
        </Button>
      </Inline>
      <span className={styles.badgeHolder}>
        {texts.badge.many}
        <Badge count={manyArrivals} label={texts.badge.manyLabel} />
      </span>
    </Stack>
  )
}

export function TabsDemo() {
  return (
    <Tabs
      aria-label={texts.tabs.label}
      items={texts.tabs.items.map((item) => ({ ...item, content: <p>{item.content}</p> }))}
    />
  )
}

export function BreadcrumbsDemo() {
  return <Breadcrumbs aria-label={texts.breadcrumbs.label} items={texts.breadcrumbs.items} />
}

const totalPages = 12

export function PaginationDemo() {
  const [page, setPage] = useState(1)
  return (
    <Stack space={3}>
      <Pagination
        page={page}
        totalPages={totalPages}
        onChange={setPage}
        labels={{ nav: texts.pagination.nav }}
      />
      <p role="status" className={styles.status}>
        {texts.pagination.current(page, totalPages)}
      </p>
    </Stack>
  )
}

type Row = (typeof texts.table.rows)[number]

const columns: readonly TableColumn<Row>[] = [
  { id: 'article', title: texts.table.columns.article, render: (row) => row.article },
  { id: 'name', title: texts.table.columns.name, render: (row) => row.name },
  { id: 'branch', title: texts.table.columns.branch, render: (row) => row.branch },
  {
    id: 'stock',
    title: texts.table.columns.stock,
    align: 'end',
    render: (row) => texts.table.stock(row.stock),
  },
  {
    id: 'price',
    title: texts.table.columns.price,
    align: 'end',
    render: (row) => <Price price={row.price} />,
  },
]

export function TableDemo() {
  return (
    <Stack space={3}>
      <Table aria-label={texts.table.label} columns={columns} rows={texts.table.rows} />
      <Table
        aria-label={texts.table.emptyLabel}
        columns={columns}
        rows={[]}
        emptyText={texts.table.emptyText}
      />
    </Stack>
  )
}
