import { Button, Inline, Select, Stack, Table } from '@gruzovik/design-system'
import type { ImportMapping, ImportParseResult } from '@gruzovik/machines'
import { orderListText as text } from '../../../content/order-list.ts'

const none = 'none'
type Field = keyof ImportMapping

/** When no header was recognised: which column is the article, the quantity and the brand,
 * with the first rows to look at. */
export function ColumnMapping({
  parsed,
  mapping,
  problem,
  onChange,
  onConfirm,
  onBack,
}: {
  parsed: ImportParseResult
  mapping: ImportMapping
  problem: string | null
  onChange: (mapping: ImportMapping) => void
  onConfirm: () => void
  onBack: () => void
}) {
  const options = [
    { id: none, label: text.columnNone },
    ...parsed.columns.map((column) => ({ id: String(column.index), label: column.title })),
  ]
  const select = (field: Field, label: string) => (
    <Select
      label={label}
      options={field === 'article' ? options.slice(1) : options}
      selectedKey={mapping[field] === null ? none : String(mapping[field])}
      onSelectionChange={(key) =>
        onChange({ ...mapping, [field]: key === none || key === null ? null : Number(key) })
      }
    />
  )
  const preview = parsed.rows.slice(0, 5).map((row) => ({ id: row.line, cells: row.cells }))
  return (
    <Stack space={4}>
      <h2>{text.columnsTitle}</h2>
      <p>{text.columnsIntro}</p>
      <Inline space={3}>
        {select('article', text.columnArticle)}
        {select('quantity', text.columnQuantity)}
        {select('brand', text.columnBrand)}
      </Inline>
      {problem && <p role="alert">{problem}</p>}
      <Table
        aria-label={text.preview}
        columns={parsed.columns.map((column) => ({
          id: String(column.index),
          title: column.title,
          render: (row: (typeof preview)[number]) => row.cells[column.index] ?? '',
        }))}
        rows={preview}
      />
      <Inline space={2}>
        <Button onPress={onConfirm}>{text.columnsConfirm}</Button>
        <Button variant="secondary" onPress={onBack}>
          {text.back}
        </Button>
      </Inline>
    </Stack>
  )
}
