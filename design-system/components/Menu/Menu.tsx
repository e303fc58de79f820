import type { ReactNode } from 'react'
import { Menu as AriaMenu, type Key, MenuItem, MenuTrigger, Popover } from 'react-aria-components'
import * as pop from '../Popover/Popover.css.ts'

export interface MenuAction {
  id: Key
  label: string
  /** A route; RAC's RouterProvider in the shop navigates client-side. */
  href?: string
  isDisabled?: boolean
}

export interface MenuProps {
  /** The button that opens the menu. */
  trigger: ReactNode
  items: readonly MenuAction[]
  onAction?: (id: Key) => void
  'aria-label': string
}

/** A dropdown list of actions or links (account menu). */
export function Menu({ trigger, items, onAction, 'aria-label': label }: MenuProps) {
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id)
  return (
    <MenuTrigger>
      {trigger}
      <Popover className={pop.popover}>
        <AriaMenu
          items={items}
          onAction={(id) => onAction?.(id)}
          aria-label={label}
          disabledKeys={disabledKeys}
          className={pop.list}
        >
          {(item) => (
            <MenuItem id={item.id} href={item.href} className={pop.item}>
              {item.label}
            </MenuItem>
          )}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  )
}
