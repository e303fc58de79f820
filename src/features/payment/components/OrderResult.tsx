import { Button, Inline, Skeleton } from '@gruzovik/design-system'
import { useEffect, useState } from 'react'
import { getOrder, type Order } from '../../../api/orders.ts'
import { paymentText } from '../../../content/payment.ts'
import { pushEcommerce } from '../../../lib/analytics/ecommerce.ts'
import { useAppData } from '../../../lib/app-data/app-data-context.tsx'
import { notifyError } from '../../../lib/error-notifications.ts'
import { payOrder } from '../../../lib/navigation/payment-return.ts'
import { nextStep, type PaymentState, paymentStateOf, type ResultKind } from '../payment-result.ts'
import { OrderFacts } from './OrderFacts.tsx'
import * as styles from './OrderResult.css.ts'

type State = { status: 'loading' } | { status: 'error' } | { status: 'ok'; order: Order }

/** Times a customer sent back as paid re-reads an unpaid order, and the pause between them. */
const confirmationChecks = 5
const confirmationPauseMs = 2000

/**
 * A result page's body: the order's labelled facts, its lines and how it is received, and what
 * happens next by the
 * payment's real state (the server asks the provider; the address only says where the bank sent
 * the customer). `onState` tells the page, which titles itself by it.
 */
export function OrderResult({
  kind,
  number,
  onState,
}: {
  kind: ResultKind
  number?: string
  onState?: (state: PaymentState) => void
}) {
  const { user } = useAppData()
  const [state, setState] = useState<State>({ status: 'loading' })
  const [checks, setChecks] = useState(0)
  const canLoad = Boolean(number && user)
  useEffect(() => {
    if (!number || !canLoad) return
    let current = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const load = (attempt: number) =>
      getOrder(number).then(
        (order) => {
          if (!current) return
          setState({ status: 'ok', order })
          setChecks(attempt)
          const waiting =
            paymentStateOf(order, { kind, checking: true }) === 'checking' &&
            attempt < confirmationChecks
          if (waiting) timer = setTimeout(() => void load(attempt + 1), confirmationPauseMs)
        },
        (error: unknown) => {
          notifyError(error)
          if (current) setState({ status: 'error' })
        },
      )
    void load(1)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [number, canLoad, kind])
  const payment =
    state.status === 'ok'
      ? paymentStateOf(state.order, { kind, checking: checks < confirmationChecks })
      : undefined
  useEffect(() => {
    if (payment) onState?.(payment)
  }, [payment, onState])
  // Metrika e-commerce: a purchase once the order is paid (card) or placed (invoice).
  const purchased = state.status === 'ok' && (payment === 'paid' || payment === 'invoice')
  const order = state.status === 'ok' ? state.order : null
  useEffect(() => {
    if (!purchased || !order) return
    pushEcommerce(
      'purchase',
      order.items.map((item) => ({
        id: item.product_uuid,
        name: item.full_title,
        price: item.price,
        quantity: item.quantity,
      })),
      { orderNumber: order.number },
    )
  }, [purchased, order])

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
      {payment && <p role="status">{nextStep(payment)}</p>}
      {kind === 'order' && !payment && state.status !== 'loading' && <p>{nextStep('invoice')}</p>}
      {payment === 'unpaid' && state.status === 'ok' && state.order.allows.pay && (
        <Button variant="primary" onPress={() => void payOrder(state.order.number)}>
          {paymentText.payAgain}
        </Button>
      )}
      {links}
    </div>
  )
}
