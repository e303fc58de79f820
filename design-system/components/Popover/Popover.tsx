import type { ReactNode } from 'react'
import {
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
  Dialog,
  DialogTrigger,
} from 'react-aria-components'
import * as styles from './Popover.css.ts'

export interface PopoverProps extends Pick<AriaPopoverProps, 'placement' | 'offset'> {
  /** The element that opens the popover: a Button or IconButton. */
  trigger: ReactNode
  children: ReactNode
  /** The popover's dialog name, for screen readers. */
  'aria-label': string
}

/** A non-modal bubble anchored to its trigger; Escape or a click outside closes it. */
export function Popover({ trigger, children, 'aria-label': label, ...props }: PopoverProps) {
  return (
    <DialogTrigger>
      {trigger}
      <AriaPopover {...props} className={styles.popover}>
        <Dialog aria-label={label} className={styles.dialog}>
          {children}
        </Dialog>
      </AriaPopover>
    </DialogTrigger>
  )
}
