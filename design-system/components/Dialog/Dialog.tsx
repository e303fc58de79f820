import type { ReactNode } from 'react'
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { ru } from '../../i18n/ru.ts'
import { IconButton } from '../IconButton/IconButton.tsx'
import * as styles from './Dialog.css.ts'

export interface DialogProps {
  title: string
  children: ReactNode | ((close: () => void) => ReactNode)
  /** Controlled; leave both unset inside a RAC `DialogTrigger`. */
  isOpen?: boolean
  onOpenChange?: (isOpen: boolean) => void
  /** Click outside and Escape close it (default); off for confirmations that need an answer. */
  isDismissable?: boolean
  role?: 'dialog' | 'alertdialog'
  closeLabel?: string
}

/** A centred modal dialog: traps focus, closes on Escape, returns focus to its trigger. */
export function Dialog({
  title,
  children,
  isOpen,
  onOpenChange,
  isDismissable = true,
  role = 'dialog',
  closeLabel = ru.close,
}: DialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <AriaDialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                <IconButton aria-label={closeLabel} onPress={close}>
                  ✕
                </IconButton>
              </div>
              {typeof children === 'function' ? children(close) : children}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  )
}
