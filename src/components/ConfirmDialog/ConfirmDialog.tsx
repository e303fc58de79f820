import { Box, Button, Dialog } from '@gruzovik/design-system'
import type { ReactNode } from 'react'

export interface ConfirmDialogProps {
  isOpen: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  cancelLabel: string
  onConfirm: () => void
  onCancel: () => void
}

/**
 * A question that needs an answer before something that cannot be undone (remove a cart line,
 * delete a recipient, cancel an order): an alert dialog that only its two buttons (or ✕) close.
 */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  cancelLabel,
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
      <p>{children}</p>
      {/* Cancel, then confirm on the right; stacked on a phone with confirm on top. */}
      <Box
        display="flex"
        flexWrap="wrap"
        justifyContent="flex-end"
        gap={2}
        flexDirection={{ mobile: 'column-reverse' }}
        alignItems={{ mobile: 'stretch' }}
      >
        <Button variant="secondary" onPress={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant="primary" onPress={onConfirm} autoFocus>
          {confirmLabel}
        </Button>
      </Box>
    </Dialog>
  )
}
