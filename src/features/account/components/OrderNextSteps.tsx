import { Button, Inline, toastQueue } from '@gruzovik/design-system'
import { useState } from 'react'
import { addCartItem } from '../../../api/cart.ts'
import { getOrderInvoice, type Order } from '../../../api/orders.ts'
import { orderPageText as text } from '../../../content/account-order.ts'
import { notifyError } from '../../../lib/error-notifications.ts'
import { saveFile } from '../../../lib/save-file.ts'
import { repeatOrder } from '../repeat-order.ts'
import { OrderActions } from './OrderActions.tsx'
import * as css from './order-page.css.ts'

const orderFormHref = '/order'

/** Pay and cancel as the order allows, the invoice PDF of an invoice order, and repeat. */
export function OrderNextSteps({ order, onChanged }: { order: Order; onChanged: () => void }) {
  const [repeating, setRepeating] = useState(false)
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
  const repeat = async () => {
    setRepeating(true)
    const { added, failed } = await repeatOrder(order, (item) => addCartItem(item))
    setRepeating(false)
    if (failed > 0) toastQueue.error(text.repeatPartly(failed))
    // The shop's order form shows what the cart holds now.
    if (added > 0) window.location.assign(orderFormHref)
  }
  const summary = { ...order, items_count: order.items.length }
  return (
    <section className={css.section} aria-labelledby="order-next">
      <h2 id="order-next" className={css.subtitle}>
        {text.next}
      </h2>
      <Inline space={3} alignY="center">
        <OrderActions order={summary} onCancelled={onChanged} />
        {order.payment_method === 'invoice' && order.counterparty && (
          <Button isPending={downloading} onPress={() => void download()}>
            {text.invoice}
          </Button>
        )}
        <Button isPending={repeating} onPress={() => void repeat()}>
          {repeating ? text.repeating : text.repeat}
        </Button>
      </Inline>
    </section>
  )
}
