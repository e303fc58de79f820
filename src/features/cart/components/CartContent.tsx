import {
  Box,
  Button,
  EmptyState,
  formatPrice,
  Inline,
  Stack,
  Link as TextLink,
  visuallyHidden,
} from '@gruzovik/design-system'
import { canIncrement } from '@gruzovik/machines'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { exportCartWorkbook } from '../../../api/cart.ts'
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx'
import { cartText } from '../../../content/cart.ts'
import { notifyError } from '../../../lib/error-notifications.ts'
import { saveFile } from '../../../lib/save-file.ts'
import { useCartActor, useCartSelector } from '../../../lib/session/cart-context.tsx'
import { useCheckoutActor } from '../../../lib/session/session-context.tsx'
import { cartSums, linesOf, lineView } from '../cart-lines.ts'
import { CartLineRow } from './CartLineRow.tsx'
import { CartNotice } from './CartNotice.tsx'
import * as styles from './cart.css.ts'

const columns = ['name', 'article', 'price', 'quantity', 'cost', 'remove'] as const

/** The cart's table, totals and actions; every change goes through the cart machine. */
export function CartContent({ onClose }: { onClose: () => void }) {
  const cart = useCartActor()
  const checkout = useCheckoutActor()
  const lines = useCartSelector(linesOf)
  const loading = useCartSelector((s) => s.context.loading)
  const confirming = useCartSelector((s) =>
    s.matches({ request: 'confirmingRemoval' }) ? s.context.pendingRemoval : null,
  )
  // The remove button asks too; minus at 1 asks through the machine's own state.
  const [asked, setAsked] = useState<string | null>(null)
  const pending = confirming ?? asked
  const pendingTitle = lines.find((l) => l.product_uuid === pending)?.product.full_title ?? ''

  if (lines.length === 0) {
    return (
      <Stack space={4}>
        <CartNotice />
        <EmptyState
          title={cartText.empty}
          description={cartText.emptyHint}
          headingLevel={3}
          action={
            <Stack space={2}>
              <Link to="/catalog" onClick={onClose}>
                {cartText.toCatalog}
              </Link>
              <TextLink href="/zakaz_po_spisku" onPress={onClose}>
                {cartText.orderList}
              </TextLink>
            </Stack>
          }
        />
      </Stack>
    )
  }

  const sums = cartSums(lines)
  const answer = (confirmed: boolean) => {
    if (confirming) cart.send({ type: confirmed ? 'cart.confirmRemove' : 'cart.cancelRemove' })
    else if (asked && confirmed) cart.send({ type: 'cart.remove', product_uuid: asked })
    setAsked(null)
  }
  return (
    <div className={styles.body}>
      <Stack space={4}>
        <CartNotice />
        <table className={styles.table} aria-label={cartText.tableLabel}>
          <thead className={styles.head}>
            <tr>
              {columns.map((id) => (
                <th
                  key={id}
                  scope="col"
                  className={`${styles.th} ${id === 'cost' ? styles.end : ''}`}
                >
                  {id === 'remove' ? (
                    <span className={visuallyHidden}>{cartText.columns[id]}</span>
                  ) : (
                    cartText.columns[id]
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={styles.tbody}>
            {lines.map((line) => (
              <CartLineRow
                key={line.product_uuid}
                view={lineView(line)}
                loading={loading}
                canIncrement={canIncrement(line, loading)}
                onIncrement={() =>
                  cart.send({ type: 'cart.increment', product_uuid: line.product_uuid })
                }
                onDecrement={() =>
                  cart.send({ type: 'cart.decrement', product_uuid: line.product_uuid })
                }
                onRemove={() => setAsked(line.product_uuid)}
                onWarranty={(warranty_uuid) =>
                  cart.send({
                    type: 'cart.setWarranty',
                    product_uuid: line.product_uuid,
                    warranty_uuid,
                  })
                }
                onNavigate={onClose}
              />
            ))}
          </tbody>
        </table>
        <dl className={styles.totals}>
          {sums.discount > 0 && (
            <>
              <dt className={styles.totalTerm}>{cartText.discountTotal}</dt>
              <dd className={styles.totalValue}>
                {formatPrice(sums.discount, { decimals: 'always' })}
              </dd>
            </>
          )}
          {sums.warranty > 0 && (
            <>
              <dt className={styles.totalTerm}>{cartText.warrantyTotal}</dt>
              <dd className={styles.totalValue}>
                {formatPrice(sums.warranty, { decimals: 'always' })}
              </dd>
            </>
          )}
          <dt className={`${styles.totalTerm} ${styles.grandTotal}`}>{cartText.total}</dt>
          <dd className={`${styles.totalValue} ${styles.grandTotal}`}>
            {formatPrice(sums.total, { decimals: 'always' })}
          </dd>
        </dl>
        <CartListLinks onClose={onClose} />
        {/* Back to shopping, then the orders on the right; stacked on a phone, paying on top. */}
        <Box
          display="flex"
          flexWrap="wrap"
          justifyContent="flex-end"
          gap={2}
          flexDirection={{ mobile: 'column-reverse' }}
          alignItems={{ mobile: 'stretch' }}
        >
          <Button variant="ghost" onPress={onClose}>
            {cartText.continueShopping}
          </Button>
          <Button
            variant="secondary"
            isDisabled={loading}
            onPress={() => checkout.send({ type: 'checkout.quickOrder' })}
          >
            {cartText.quickOrder}
          </Button>
          <Button
            variant="primary"
            isDisabled={loading}
            onPress={() => checkout.send({ type: 'checkout.pay' })}
          >
            {cartText.pay}
          </Button>
        </Box>
        <ConfirmDialog
          isOpen={pending !== null}
          title={cartText.confirmRemoveTitle}
          confirmLabel={cartText.confirmRemove}
          cancelLabel={cartText.cancel}
          onConfirm={() => answer(true)}
          onCancel={() => answer(false)}
        >
          {cartText.confirmRemoveText(pendingTitle)}
        </ConfirmDialog>
      </Stack>
    </div>
  )
}

/** «Заказ по списку» and the cart as a workbook to send to a manager. */
function CartListLinks({ onClose }: { onClose: () => void }) {
  const download = async () => {
    try {
      saveFile(await exportCartWorkbook(), cartText.workbookFile)
    } catch (error) {
      notifyError(error)
    }
  }
  return (
    <Inline space={3} alignY="center">
      <TextLink href="/zakaz_po_spisku" onPress={onClose}>
        {cartText.orderList}
      </TextLink>
      <Button variant="ghost" size="sm" onPress={() => void download()}>
        {cartText.workbook}
      </Button>
    </Inline>
  )
}
