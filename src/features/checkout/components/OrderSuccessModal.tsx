import { Button, Dialog, formatPrice, formatUnixDate, Stack, Text } from '@gruzovik/design-system'
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
          <Text as="p" size="xl" weight="bold">
            {checkoutText.orderNumber(order.number)}
          </Text>
          <dl className={styles.facts}>
            <dt className={styles.term}>{checkoutText.date}</dt>
            <Text as="dd" weight="medium">
              {formatUnixDate(order.created_at)}
            </Text>
            <dt className={styles.term}>{checkoutText.sum}</dt>
            <Text as="dd" weight="medium">
              {formatPrice(order.cost, { decimals: 'always' })}
            </Text>
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
