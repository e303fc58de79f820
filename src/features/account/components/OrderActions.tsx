import { Button, Inline, toastQueue } from '@gruzovik/design-system'
import { useState } from 'react'
import type { OrderPage } from '../../../api/account-orders.ts'
import { cancelOrder } from '../../../api/orders.ts'
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx'
import { ordersText } from '../../../content/account.ts'
import { notifyError } from '../../../lib/error-notifications.ts'
import { payOrder } from '../../../lib/navigation/payment-return.ts'

type OrderSummary = OrderPage['items'][number]

export interface OrderActionsProps {
  order: OrderSummary
  /** After a cancel went through: the list reloads to show the new status. */
  onCancelled: () => void
  toasts?: Pick<typeof toastQueue, 'success'>
}

/** Pay and cancel, as the order's `allows` says; cancelling asks first. */
export function OrderActions({ order, onCancelled, toasts = toastQueue }: OrderActionsProps) {
  const [asking, setAsking] = useState(false)
  const [cancelling, setCancelling] = useState(false)
  const { number } = order

  const cancel = async () => {
    setAsking(false)
    setCancelling(true)
    try {
      await cancelOrder(number)
      toasts.success(ordersText.cancelled(number))
      onCancelled()
    } catch (error) {
      // The order stays as it was.
      notifyError(error)
    } finally {
      setCancelling(false)
    }
  }

  if (!order.allows.cancel && !(order.allows.pay && order.payment_method === 'card')) return null
  return (
    <Inline as="span" space={2}>
      {order.allows.pay && order.payment_method === 'card' && (
        <Button size="sm" variant="primary" onPress={() => void payOrder(number)}>
          {ordersText.pay}
        </Button>
      )}
      {order.allows.cancel && (
        <Button
          size="sm"
          variant="ghost"
          isPending={cancelling}
          onPress={() => setAsking(true)}
          aria-label={ordersText.cancelLabel(number)}
        >
          {ordersText.cancel}
        </Button>
      )}
      <ConfirmDialog
        isOpen={asking}
        title={ordersText.cancelTitle}
        confirmLabel={ordersText.cancel}
        cancelLabel={ordersText.keep}
        onConfirm={() => void cancel()}
        onCancel={() => setAsking(false)}
      >
        {ordersText.cancelText(number)}
      </ConfirmDialog>
    </Inline>
  )
}
