import { IconButton, Inline, shortName } from '@gruzovik/design-system'
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
 * Logged out: a login button that opens the modal. Logged in: a link to the account area named
 * by the short last name (header) or the cut name, else «Кабинет» (bottom bar).
 */
export function AccountButton({ placement = 'header' }: AccountButtonProps) {
  const login = useLoginActor()
  const store = useAppDataStore()
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
  const account = (
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
  if (placement === 'bar') return account
  return (
    <Inline as="span" space={2} align="space-between" alignY="center">
      {account}
      <IconButton aria-label={authText.logout} onPress={() => void logoutAndReload(store)}>
        ⎋
      </IconButton>
    </Inline>
  )
}
