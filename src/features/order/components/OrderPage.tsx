import { Button, EmptyState, useHydrated } from '@gruzovik/design-system'
import { can, type Failure } from '@gruzovik/machines'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { createOrder, createOrderPayment } from '../../../api/orders.ts'
import { CartChanges } from '../../../components/CartChanges/CartChanges.tsx'
import { FailureAlert } from '../../../components/FailureAlert/FailureAlert.tsx'
import { orderText } from '../../../content/order.ts'
import { useAppData } from '../../../lib/app-data/app-data-context.tsx'
import { notifying } from '../../../lib/error-notifications.ts'
import { describeFailure } from '../../../lib/errors/describe-failure.ts'
import { rememberPayingOrder } from '../../../lib/navigation/payment-return.ts'
import { useCartActor, useCartSelector } from '../../../lib/session/cart-context.tsx'
import { useLoginActor } from '../../../lib/session/session-context.tsx'
import { serverOrderErrors } from '../order-errors.ts'
import {
  emptyOrderForm,
  type OrderErrors,
  type OrderForm,
  toOrderInput,
  validateOrder,
} from '../order-form.ts'
import { orderLines } from '../order-sums.ts'
import { placeOrder } from '../place-order.ts'
import { useOrderOptions } from '../use-order-options.ts'
import { OrderFields } from './OrderFields.tsx'
import { OrderSummary } from './OrderSummary.tsx'
import * as styles from './order.css.ts'

/** A visitor on /order: the login modal opens; after login the form shows on the same page. */
function OrderLoginGate() {
  const login = useLoginActor()
  useEffect(() => {
    login.send({ type: 'login.open' })
  }, [login])
  return (
    <section className={styles.message}>
      <h2>{orderText.loginTitle}</h2>
      <p>{orderText.loginText}</p>
      <Button variant="primary" onPress={() => login.send({ type: 'login.open' })}>
        {orderText.loginButton}
      </Button>
    </section>
  )
}

/** The full order form: cart summary, buyer, recipient, delivery, payment, comment. */
export function OrderPage({ navigate }: { navigate: (href: string) => void }) {
  // The order is the visitor's own: the server's page (and its hydration) only says "loading".
  const hydrated = useHydrated()
  const { user } = useAppData()
  const cart = useCartActor()
  const lines = useCartSelector(orderLines)
  const cartLoaded = useCartSelector((s) => s.context.cart !== null)
  const { options, addCounterparty } = useOrderOptions(user)
  const [form, setForm] = useState<OrderForm>(emptyOrderForm)
  const [errors, setErrors] = useState<OrderErrors>({})
  // Why the last order was refused or lost, said above the form (docs/product.md#errors).
  const [failure, setFailure] = useState<Failure | null>(null)
  const changes = useCartSelector((s) => s.context.changes)
  const [busy, setBusy] = useState(false)
  // One key per visit: a retry after a lost answer never creates a second order.
  const idempotencyKey = useRef(crypto.randomUUID())

  if (!hydrated) return <p role="status">{orderText.loading}</p>
  if (!user) return <OrderLoginGate />
  if (!cartLoaded) return <p role="status">{orderText.loading}</p>
  if (lines.length === 0) {
    return (
      <EmptyState
        description={orderText.emptyCart}
        action={<a href="/catalog">{orderText.toCatalog}</a>}
      />
    )
  }

  const set = <K extends keyof OrderForm>(field: K, value: OrderForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }))
    setErrors({})
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const found = validateOrder(form)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    setFailure(null)
    try {
      const placed = await placeOrder(toOrderInput(form, idempotencyKey.current), {
        // A refused order is said above the form; a payment that did not start, as a notification.
        createOrder,
        createOrderPayment: (number) => notifying(createOrderPayment(number)),
        navigate,
        assign: (href) => window.location.assign(href),
        remember: rememberPayingOrder,
        origin: window.location.origin,
      })
      // The order emptied the server's cart; a page on its way to the bank needs no refresh.
      if (!placed.leftForPayment) cart.send({ type: 'cart.load' })
    } catch (error) {
      setErrors(serverOrderErrors(error))
      const described = describeFailure(error)
      setFailure(described)
      // The server may have changed the cart (short stock sets it to what is left, a lost answer
      // may hide anything): show the server's cart and what it changed per line.
      cart.send({ type: 'cart.refused', failure: described })
      setBusy(false)
    }
  }
  return (
    <div className={styles.layout}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={orderText.title}>
        <FailureAlert failure={failure}>
          <CartChanges changes={changes} />
        </FailureAlert>
        <OrderFields
          form={form}
          errors={errors}
          options={options}
          set={set}
          onBuyerAdded={
            can(user, 'contractor.create')
              ? (counterparty) => {
                  addCounterparty(counterparty)
                  set('buyer', counterparty.uuid)
                }
              : null
          }
        />
        <Button type="submit" variant="primary" isDisabled={busy}>
          {busy
            ? orderText.submitting
            : form.payment === 'card'
              ? orderText.submitCard
              : orderText.submit}
        </Button>
      </form>
      <OrderSummary lines={lines} />
    </div>
  )
}
