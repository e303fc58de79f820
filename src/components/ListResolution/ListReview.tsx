import { Button, Inline, Spinner, Stack } from '@gruzovik/design-system'
import { importable, rowsWithChoices } from '@gruzovik/machines'
import type { ReactNode } from 'react'
import { downloadListResult } from '../../api/order-lists.ts'
import { orderListText as text } from '../../content/order-list.ts'
import { notifyError } from '../../lib/error-notifications.ts'
import { saveFile } from '../../lib/save-file.ts'
import { FailureAlert } from '../FailureAlert/FailureAlert.tsx'
import { ListSummary } from './ListSummary.tsx'
import { ResolutionTable } from './ResolutionTable.tsx'
import type { ListFlow } from './use-list-flow.ts'

/**
 * The review of a resolved list: the summary, the table, «Добавить в корзину» and the two
 * workbooks (docs/product.md#order-from-a-list). `extra` adds actions (save the list).
 */
export function ListReview({ flow, extra }: { flow: ListFlow; extra?: ReactNode }) {
  const [snapshot, send] = flow
  const { resolution, choices, failure } = snapshot.context
  if (!resolution) return null
  const busy = snapshot.matches('resolving') || snapshot.matches('importing')
  const lines = importable(snapshot.context)
  const download = async (notFound: boolean) => {
    try {
      const file = await downloadListResult(rowsWithChoices(resolution, choices), notFound)
      saveFile(file, notFound ? text.notFoundFile : text.resultFile)
    } catch (error) {
      notifyError(error)
    }
  }
  const missing = resolution.summary.not_found + resolution.summary.bad_quantity
  return (
    <Stack space={4}>
      <ListSummary summary={resolution.summary} />
      <FailureAlert failure={failure} />
      <div aria-live="polite">
        {snapshot.matches('resolving') && <Busy label={text.resolving} />}
        {snapshot.matches('importing') && <Busy label={text.importing} />}
        {snapshot.matches('done') && <p>{text.added(lines.length)}</p>}
      </div>
      <Inline space={2}>
        {snapshot.matches('failed') ? (
          <>
            <Button onPress={() => send({ type: 'list.retry' })}>{text.retry}</Button>
            <Button variant="secondary" onPress={() => send({ type: 'list.back' })}>
              {text.toReview}
            </Button>
          </>
        ) : (
          <Button
            isDisabled={busy || lines.length === 0}
            onPress={() => send({ type: 'list.import' })}
          >
            {text.addToCart}
          </Button>
        )}
        <Button variant="secondary" isDisabled={busy} onPress={() => download(false)}>
          {text.downloadResult}
        </Button>
        {missing > 0 && (
          <Button variant="secondary" isDisabled={busy} onPress={() => download(true)}>
            {text.downloadNotFound}
          </Button>
        )}
        {extra}
      </Inline>
      {lines.length === 0 && <p>{text.nothingToAdd}</p>}
      <ResolutionTable
        rows={resolution.rows}
        disabled={busy}
        onPick={(line, product_uuid) => send({ type: 'list.pick', line, product_uuid })}
      />
    </Stack>
  )
}

/** A spinner with its words beside it. */
export function Busy({ label }: { label: string }) {
  return (
    <Inline space={2}>
      <Spinner label={label} />
      <span>{label}</span>
    </Inline>
  )
}
