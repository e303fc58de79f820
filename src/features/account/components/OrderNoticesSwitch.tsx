import { Checkbox, toastQueue } from '@gruzovik/design-system'
import { useState } from 'react'
import { type Profile, updateProfile } from '../../../api/profile.ts'
import { accountText, profileText } from '../../../content/account.ts'
import * as styles from './account.css.ts'

/** The profile's switch for messages about orders after ordering (SMS, and e-mail if given). */
export function OrderNoticesSwitch({
  profile,
  onSaved,
}: {
  profile: Profile
  onSaved: (profile: Profile) => void
}) {
  const [saving, setSaving] = useState(false)
  return (
    <div>
      <Checkbox
        isSelected={profile.order_notices}
        isDisabled={saving}
        onChange={async (on) => {
          setSaving(true)
          try {
            const saved = await updateProfile({
              last_name: profile.last_name,
              first_name: profile.first_name,
              middle_name: profile.middle_name,
              email: profile.email,
              order_notices: on,
            })
            onSaved(saved)
            toastQueue.success(accountText.saved)
          } catch (error) {
            toastQueue.error(error instanceof Error ? error.message : String(error))
          } finally {
            setSaving(false)
          }
        }}
      >
        {profileText.orderNotices}
      </Checkbox>
      <p className={styles.muted}>{profileText.orderNoticesNote(profile.email)}</p>
    </div>
  )
}
