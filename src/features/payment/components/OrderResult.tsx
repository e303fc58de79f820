import { Button, Inline, Skeleton } from '@gruzovik/design-system'
import { useEffect, useState } from 'react'
import { getOrder, type Order } from '../../../api/orders.ts'
import { paymentText } from '../../../content/payment.ts'
import { useAppData } from '../../../lib/app-data/app-data-context.tsx'
import { notifyError } from '../../../lib/error-notifications.ts'
import { payOrder } from '../../../lib/navigation/payment-return.ts'
import { nextStep, type ResultKind } from '../payment-result.ts'
import { OrderFacts } from './OrderFacts.tsx'
import * as styles from './OrderResult.css.ts'

type State = { status: 'loading' } | { status: 'error' } | { status: 'ok'; order: Order }

/** A result page's body: the order's labelled facts, its lines and how it is received, and what
 * happens next. */
export function OrderResult({ kind, number }: { kind: ResultKind; number?: string }) {
  const { user } = useAppData()
  const [state, setState] = useState<State>({ status: 'loading' })
  const canLoad = Boolean(number && user)
  useEffect(() => {
    if (!number || !canLoad) return
    let current = true
    getOrder(number).then(
      (order) => current && setState({ status: 'ok', order }),
      (error: unknown) => {
        notifyError(error)
        if (current) setState({ status: 'error' })
      },
    )
    return () => {
      current = false
    }
  }, [number, canLoad])

  const links = (
    <Inline space={3} alignY="center">
      {/* The account is another module: a full page load (docs/product.md#account-area). */}
      <a href="/account/orders">{paymentText.toAccount}</a>
      <a href="/catalog">{paymentText.toShop}</a>
    </Inline>
  )
  if (!number || !user) {
    return (
      <div className={styles.result}>
        <p>{paymentText.noOrder}</p>
        {links}
      </div>
    )
  }
  return (
    <div className={styles.result}>
      {state.status === 'loading' && (
        <div role="status" aria-label={paymentText.loading}>
          <Skeleton width="16rem" height="5rem" />
        </div>
      )}
      {state.status === 'error' && <p role="alert">{paymentText.loadError}</p>}
      {state.status === 'ok' && <OrderFacts order={state.order} />}
      <p>{nextStep(kind)}</p>
      {kind === 'failed' && state.status === 'ok' && state.order.allows.pay && (
        <Button variant="primary" onPress={() => void payOrder(state.order.number)}>
          {paymentText.payAgain}
        </Button>
      )}
      {links}
    </div>
  )
}
