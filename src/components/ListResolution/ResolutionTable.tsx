import {
  formatPrice,
  Link,
  RadioGroup,
  Stack,
  Table,
  type TableColumn,
} from '@gruzovik/design-system'
import type { ImportRowResolution } from '@gruzovik/machines'
import { payablePrice } from '@gruzovik/rules'
import { orderListText as text } from '../../content/order-list.ts'
import * as styles from './ListResolution.css.ts'

type Row = ImportRowResolution & { id: number }
type Match = ImportRowResolution['candidates'][number]

const matchLabel = (match: Match) =>
  `${match.brand ?? match.part.title} — ${match.part.article}, ${formatPrice(payablePrice(match.part.price))}`

/** What the row says about its quantity: the pieces and, when cut, why. */
function quantityText(row: ImportRowResolution): string {
  if (row.clamp?.reason === 'only_in_stock') return text.clamp.only_in_stock(row.clamp.max)
  if (row.clamp?.reason === 'used_only_one') return text.clamp.used_only_one
  return ''
}

function PartCell({ row }: { row: ImportRowResolution }) {
  if (!row.part) return <span>—</span>
  const { part, brand } = row.part
  return (
    <Stack space={1}>
      <Link href={`/parts/${part.slug}`}>{part.full_title || part.title}</Link>
      <span className={styles.muted}>{[brand, part.article].filter(Boolean).join(', ')}</span>
    </Stack>
  )
}

function ChoiceCell({
  row,
  disabled,
  onPick,
}: {
  row: ImportRowResolution
  disabled: boolean
  onPick: (line: number, productUuid: string) => void
}) {
  const options = row.status === 'choose_brand' ? row.candidates : row.analogues
  const offered =
    row.status === 'choose_brand' || row.status === 'short' || row.status === 'sold_out'
  if (!offered) return null
  if (options.length === 0) {
    return row.status === 'choose_brand' ? null : (
      <span className={styles.muted}>{text.noAnalogues}</span>
    )
  }
  return (
    <RadioGroup
      label={
        row.status === 'choose_brand'
          ? text.brandLabel(row.article)
          : text.analoguesLabel(row.article)
      }
      options={options.map((match) => ({ value: match.part.uuid, label: matchLabel(match) }))}
      value={null}
      isDisabled={disabled}
      onChange={(uuid) => onPick(row.line, uuid)}
    />
  )
}

/** The resolution of a list row by row (docs/product.md#order-from-a-list); a brand or an
 * analogue picked goes to `onPick`. Cards on narrow screens. */
export function ResolutionTable({
  rows,
  disabled,
  onPick,
}: {
  rows: readonly ImportRowResolution[]
  disabled: boolean
  onPick: (line: number, productUuid: string) => void
}) {
  const columns: TableColumn<Row>[] = [
    {
      id: 'text',
      title: text.columns.text,
      render: (row) => (
        <span className={styles.buyerText}>
          {[row.article, row.quantity_text, row.brand].filter(Boolean).join(' · ')}
        </span>
      ),
    },
    {
      id: 'status',
      title: text.columns.status,
      render: (row) => (
        <Stack space={1}>
          <span className={styles.status[row.status]}>{text.status[row.status]}</span>
          {row.message && <span className={styles.muted}>{row.message}</span>}
          <ChoiceCell row={row} disabled={disabled} onPick={onPick} />
        </Stack>
      ),
    },
    { id: 'part', title: text.columns.part, render: (row) => <PartCell row={row} /> },
    {
      id: 'price',
      title: text.columns.price,
      align: 'end',
      render: (row) => (row.part ? formatPrice(payablePrice(row.part.part.price)) : '—'),
    },
    {
      id: 'quantity',
      title: text.columns.quantity,
      align: 'end',
      render: (row) => (
        <Stack space={1}>
          <span>{text.pieces(row.quantity)}</span>
          {quantityText(row) && <span className={styles.warning}>{quantityText(row)}</span>}
        </Stack>
      ),
    },
  ]
  return (
    <Table
      aria-label={text.tableLabel}
      layout="cards"
      columns={columns}
      rows={rows.map((row) => ({ ...row, id: row.line }))}
    />
  )
}
