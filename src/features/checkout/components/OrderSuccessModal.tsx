import { Button, Dialog, formatPrice, formatUnixDate, Stack } from '@gruzovik/design-system'
import { checkoutText } from '../../../content/checkout.ts'
import { useCheckoutActor, useCheckoutSelector } from '../../../lib/session/session-context.tsx'
import * as styles from './checkout.css.ts'

/** The quick order's answer (docs/product.md#checkout): number, date and the sum in rubles. */
export default function OrderSuccessModal() {
  const checkout = useCheckoutActor()
  const order = useCheckoutSelector((s) => (s.matches('success') ? s.context.order : null))
  const close = () => checkout.send({ type: 'checkout.closeSuccess' })
  return (
    <Dialog
      title={checkoutText.successTitle}
      isOpen={order !== null}
      onOpenChange={(open) => {
        if (!open) close()
      }}
    >
      {order && (
        <Stack space={3}>
          <p className={styles.number}>{checkoutText.orderNumber(order.number)}</p>
          <dl className={styles.facts}>
            <dt className={styles.term}>{checkoutText.date}</dt>
            <dd className={styles.value}>{formatUnixDate(order.created_at)}</dd>
            <dt className={styles.term}>{checkoutText.sum}</dt>
            <dd className={styles.value}>{formatPrice(order.cost, { decimals: 'always' })}</dd>
          </dl>
          <p>{checkoutText.thanks}</p>
          <Button variant="primary" onPress={close}>
            {checkoutText.close}
          </Button>
        </Stack>
      )}
    </Dialog>
  )
}
