import { Text } from '@gruzovik/design-system'
import { type ReactNode, useCallback, useId, useRef, useState } from 'react'
import { useDismiss } from '../../hooks/use-dismiss.ts'
import * as styles from './DesktopMenu.css.ts'

export interface DropdownProps {
  label: string
  /** The panel; `close` is for links that navigate. */
  children: (close: () => void) => ReactNode
  /** Runs when the pointer or focus comes near, to start loading what the panel needs. */
  onIntent?: () => void
  wide?: boolean
}

/**
 * A disclosure button of the desktop menu (WAI-ARIA disclosure navigation pattern): the button
 * toggles its panel, Escape closes it and returns focus, a click or focus outside closes it.
 */
export function Dropdown({ label, children, onIntent, wide = false }: DropdownProps) {
  const [open, setOpen] = useState(false)
  const container = useRef<HTMLLIElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const close = useCallback(() => setOpen(false), [])
  useDismiss(open, container, trigger, close)
  return (
    <li ref={container} className={wide ? styles.item : styles.narrowItem}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={onIntent}
        onFocus={onIntent}
      >
        {label}
        <Text size="xs" aria-hidden="true">
          ▾
        </Text>
      </button>
      <div id={panelId} hidden={!open} className={wide ? styles.widePanel : styles.panel}>
        {open && children(close)}
      </div>
    </li>
  )
}
