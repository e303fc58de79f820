import { menuItem, shortName } from '@gruzovik/design-system'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { buttonIcon, headerButton } from '../../../components/header-button.css.ts'
import { authText } from '../../../content/auth.ts'
import { useAppData, useAppDataStore } from '../../../lib/app-data/app-data-context.tsx'
import { logoutAndReload } from '../../../lib/session/logout.ts'
import { useLoginActor } from '../../../lib/session/session-context.tsx'
import * as styles from './auth.css.ts'

/** The short name is cut at 10 characters in the header and 5 in the bottom bar. */
const nameLimit = { header: 10, bar: 5 } as const
const accountPath = '/account'

export interface AccountButtonProps {
  placement?: keyof typeof nameLimit
}

function PersonIcon() {
  return (
    <svg className={buttonIcon} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="8" r="4" stroke="currentColor" strokeWidth="1.8" />
      <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  )
}

/**
 * Logged out: a login button that opens the modal. Logged in: the short last name, which opens
 * a menu with the account area and «Выйти» (header), or links to the account area with the cut
 * name, else «Кабинет» (bottom bar).
 */
export function AccountButton({ placement = 'header' }: AccountButtonProps) {
  const login = useLoginActor()
  const { user } = useAppData()
  const className = placement === 'bar' ? styles.barButton : headerButton
  if (!user) {
    return (
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => login.send({ type: 'login.open' })}
      >
        <PersonIcon />
        {placement === 'bar' ? authText.cabinet : authText.loginButton}
      </button>
    )
  }
  const short = user.last_name_f.trim()
    ? shortName(user.last_name_f, nameLimit[placement])
    : authText.cabinet
  if (placement === 'bar') {
    return (
      // The account area is another module: a full page load to its base address
      // (docs/product.md#account-area).
      <a
        href={accountPath}
        className={className}
        aria-label={authText.accountLink(user.last_name_f || authText.cabinet)}
      >
        <PersonIcon />
        {short}
      </a>
    )
  }
  return (
    <AccountMenu label={authText.accountMenu(user.last_name_f || authText.cabinet)}>
      <PersonIcon />
      {short}
    </AccountMenu>
  )
}

/**
 * The name in the header opens a small menu under it: the account area and «Выйти», both in
 * words (a lone «⎋» glyph was easy to miss). Plain elements, not the design system's Menu: the
 * header is on every page's first script. Escape or a click elsewhere closes it.
 */
function AccountMenu({ label, children }: { label: string; children: ReactNode }) {
  const store = useAppDataStore()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      trigger.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])
  return (
    <div ref={root} className={styles.menuRoot}>
      <button
        ref={trigger}
        type="button"
        className={headerButton}
        aria-label={label}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {children}
        <span aria-hidden="true" className={styles.caret}>
          ▾
        </span>
      </button>
      {open && (
        <ul id={menuId} className={styles.menu}>
          <li>
            {/* Another module: a full page load to its base address (docs/product.md#account-area). */}
            <a href={accountPath} className={menuItem}>
              {authText.accountArea}
            </a>
          </li>
          <li>
            <button type="button" className={menuItem} onClick={() => void logoutAndReload(store)}>
              {authText.logout}
            </button>
          </li>
        </ul>
      )}
    </div>
  )
}
