import { Button, Heading, Inline, Stack } from '@gruzovik/design-system'
import { useState } from 'react'
import { getOrderInvoice, type Order } from '../../../api/orders.ts'
import { FailureAlert } from '../../../components/FailureAlert/FailureAlert.tsx'
import { ListReview } from '../../../components/ListResolution/ListReview.tsx'
import { useListFlow } from '../../../components/ListResolution/use-list-flow.ts'
import { orderPageText as text } from '../../../content/account-order.ts'
import { notifyError } from '../../../lib/error-notifications.ts'
import { saveFile } from '../../../lib/save-file.ts'
import { OrderActions } from './OrderActions.tsx'
import * as css from './order-page.css.ts'

/** Pay and cancel as the order allows, the invoice PDF of an invoice order, and «Повторить
 * заказ»: the order's lines resolved with today's prices and stock in the table of «Заказ по
 * списку» (docs/product.md#order-from-a-list), then to the cart in one request. */
export function OrderNextSteps({ order, onChanged }: { order: Order; onChanged: () => void }) {
  const flow = useListFlow()
  const [snapshot, send] = flow
  const repeating = snapshot.matches({ resolving: 'source' })
  const [downloading, setDownloading] = useState(false)
  const download = async () => {
    setDownloading(true)
    try {
      saveFile(await getOrderInvoice(order.number), text.invoiceFile(order.number))
    } catch (error) {
      notifyError(error)
    } finally {
      setDownloading(false)
    }
  }
  const repeat = () => send({ type: 'list.open', source: { kind: 'order', number: order.number } })
  const summary = { ...order, items_count: order.items.length }
  return (
    <section className={css.section} aria-labelledby="order-next">
      <Heading level={2} size="lg" id="order-next">
        {text.next}
      </Heading>
      <Inline space={3} alignY="center">
        <OrderActions order={summary} onCancelled={onChanged} />
        {order.payment_method === 'invoice' && order.counterparty && (
          <Button isPending={downloading} onPress={() => void download()}>
            {text.invoice}
          </Button>
        )}
        <Button isPending={repeating} onPress={repeat}>
          {repeating ? text.repeating : text.repeat}
        </Button>
      </Inline>
      <Stack space={3}>
        {!snapshot.context.resolution && <FailureAlert failure={snapshot.context.failure} />}
        <ListReview flow={flow} />
      </Stack>
    </section>
  )
}
