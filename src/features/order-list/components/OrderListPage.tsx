import { Stack } from '@gruzovik/design-system'
import { can } from '@gruzovik/machines'
import { Busy, ListReview } from '../../../components/ListResolution/ListReview.tsx'
import { useListFlow } from '../../../components/ListResolution/use-list-flow.ts'
import { Page } from '../../../components/Page.tsx'
import { orderListText as text } from '../../../content/order-list.ts'
import { useAppData } from '../../../lib/app-data/app-data-context.tsx'
import { failureText } from '../../../lib/errors/describe-failure.ts'
import { ColumnMapping } from './ColumnMapping.tsx'
import { ListInput } from './ListInput.tsx'
import { SaveList } from './SaveList.tsx'

/** «Заказ по списку» (docs/product.md#order-from-a-list): paste or upload, choose columns when
 * there is no header, review row by row, add all to the cart in one request. */
export function OrderListPage() {
  const flow = useListFlow()
  const [snapshot, send] = flow
  const { user } = useAppData()
  const { parsed, mapping, resolution, failure, problem } = snapshot.context
  const reading = snapshot.matches('parsing')
  const inputError =
    snapshot.matches('idle') && failure ? (failure.fieldErrors.file ?? failureText(failure)) : null
  return (
    <Page titleKey="orderList">
      <Stack space={5}>
        <p>{text.intro}</p>
        <ListInput
          busy={reading || snapshot.matches('resolving') || snapshot.matches('importing')}
          error={inputError}
          onRead={(source) => send({ type: 'list.read', source })}
        />
        <div aria-live="polite">{reading && <Busy label={text.parsing} />}</div>
        {parsed && parsed.notices.length > 0 && (
          <section aria-label={text.notices}>
            <ul>
              {parsed.notices.map((notice) => (
                <li key={notice}>{notice}</li>
              ))}
            </ul>
          </section>
        )}
        {snapshot.matches('mappingColumns') && parsed && mapping && (
          <ColumnMapping
            parsed={parsed}
            mapping={mapping}
            problem={problem === 'noRows' ? text.columnsNoRows : null}
            onChange={(next) => send({ type: 'list.mapColumns', mapping: next })}
            onConfirm={() => send({ type: 'list.confirmColumns' })}
            onBack={() => send({ type: 'list.back' })}
          />
        )}
        {snapshot.matches({ resolving: 'rows' }) && !resolution && <Busy label={text.resolving} />}
        {resolution && (
          <ListReview
            flow={flow}
            extra={can(user, 'list.edit') ? <SaveList resolution={resolution} /> : null}
          />
        )}
      </Stack>
    </Page>
  )
}
