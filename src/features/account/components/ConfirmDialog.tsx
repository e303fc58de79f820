import { Button, Dialog } from '@gruzovik/design-system'
import type { ReactNode } from 'react'
import { accountText } from '../../../content/account.ts'
import * as styles from './account.css.ts'

export interface ConfirmDialogProps {
  isOpen: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  cancelLabel?: string
  onConfirm: () => void
  onCancel: () => void
}

/**
 * The account area's question before an action that cannot be undone: an alert dialog that
 * only its two buttons (or ✕) close. Same behaviour as the cart's confirm dialog, which
 * another feature may not import.
 */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  cancelLabel = accountText.cancel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      title={title}
      role="alertdialog"
      isDismissable={false}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel()
      }}
    >
      <div className={styles.form}>
        <p>{children}</p>
        <div className={styles.actions}>
          <Button variant="primary" onPress={onConfirm}>
            {confirmLabel}
          </Button>
          <Button onPress={onCancel}>{cancelLabel}</Button>
        </div>
      </div>
    </Dialog>
  )
}
