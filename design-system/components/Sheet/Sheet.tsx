import type { ReactNode } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { useBodyScrollLock } from '../../hooks/use-body-scroll-lock.ts'
import { ru } from '../../i18n/ru.ts'
import { IconButton } from '../IconButton/IconButton.tsx'
import * as styles from './Sheet.css.ts'

export interface SheetProps {
  title: string
  children: ReactNode | ((close: () => void) => ReactNode)
  /** Controlled; leave both unset inside a RAC `DialogTrigger`. */
  isOpen?: boolean
  onOpenChange?: (isOpen: boolean) => void
  closeLabel?: string
}

/** Mounted only while the sheet is open, so mount and unmount are the lock's whole life. */
function ScrollLock() {
  useBodyScrollLock(true)
  return null
}

/**
 * A panel for search, menu, cart and login: full screen on mobile, a side panel on desktop.
 * Locks page scroll while open and gives it back on close.
 */
export function Sheet({
  title,
  children,
  isOpen,
  onOpenChange,
  closeLabel = ru.close,
}: SheetProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={styles.overlay}
    >
      <Modal className={styles.sheet}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <ScrollLock />
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                <IconButton aria-label={closeLabel} onPress={close}>
                  ✕
                </IconButton>
              </div>
              <div className={styles.body}>
                {typeof children === 'function' ? children(close) : children}
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
