import { Button } from '@gruzovik/design-system'
import { useState } from 'react'
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx'
import { accountText } from '../../../content/account.ts'
import { useAppDataStore } from '../../../lib/app-data/app-data-context.tsx'
import { notifyError } from '../../../lib/error-notifications.ts'
import { logoutEverywhereAndReload } from '../../../lib/session/logout.ts'

export interface LogoutEverywhereProps {
  /** Where the browser goes afterwards (the site root); a seam for tests. */
  reload?: () => void
}

/** «Выйти на всех устройствах»: asks first, then revokes every token of the customer. */
export function LogoutEverywhere({ reload }: LogoutEverywhereProps) {
  const store = useAppDataStore()
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    setAsking(false)
    setBusy(true)
    try {
      await logoutEverywhereAndReload(store, reload)
    } catch (error) {
      // This device stays logged in.
      notifyError(error)
      setBusy(false)
    }
  }
  return (
    <>
      <Button variant="secondary" isPending={busy} onPress={() => setAsking(true)}>
        {accountText.logoutEverywhere}
      </Button>
      <ConfirmDialog
        isOpen={asking}
        title={accountText.logoutEverywhereTitle}
        confirmLabel={accountText.logoutEverywhereConfirm}
        cancelLabel={accountText.logoutEverywhereCancel}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        {accountText.logoutEverywhereText}
      </ConfirmDialog>
    </>
  )
}
