import { Heading, toastQueue } from '@gruzovik/design-system'
import { getProfile, type Profile, updateProfile } from '../../../api/profile.ts'
import { accountText, profileText } from '../../../content/account.ts'
import { optional } from '../form-values.ts'
import { useAccountTitle } from '../use-account-title.ts'
import { useLoad } from '../use-load.ts'
import { usePhoneFormat } from '../use-phone-format.ts'
import * as styles from './account.css.ts'
import { EntityForm, type FieldSpec } from './EntityForm.tsx'
import { LoadView } from './LoadView.tsx'
import { LogoutEverywhere } from './LogoutEverywhere.tsx'
import { OrderNoticesSwitch } from './OrderNoticesSwitch.tsx'

const fields: readonly FieldSpec[] = [
  { name: 'last_name', label: profileText.lastName, required: true, maxLength: 100 },
  { name: 'first_name', label: profileText.firstName, required: true, maxLength: 100 },
  { name: 'middle_name', label: profileText.middleName, maxLength: 100 },
  { name: 'email', label: profileText.email, maxLength: 255, inputMode: 'email' },
  {
    name: 'phone',
    label: profileText.phone,
    description: profileText.phoneNote,
    isDisabled: true,
  },
]

const valuesOf = (p: Profile, formatPhone: (phone: string) => string) => ({
  last_name: p.last_name,
  first_name: p.first_name,
  middle_name: p.middle_name ?? '',
  email: p.email ?? '',
  phone: formatPhone(p.phone),
})

/** /account: the profile, editable except the phone (changed only through support). */
export function ProfilePage() {
  useAccountTitle(profileText.title)
  const { state, reload, setState } = useLoad(() => getProfile())
  const formatPhone = usePhoneFormat()
  return (
    <section className={styles.page} aria-labelledby="profile-title">
      <Heading level={1} size="xl" id="profile-title">
        {accountText.moduleTitle}
      </Heading>
      <LoadView state={state} retry={reload}>
        {(profile) => (
          <>
            <EntityForm
              key={JSON.stringify(valuesOf(profile, formatPhone))}
              fields={fields}
              initial={valuesOf(profile, formatPhone)}
              onSubmit={async (values) => {
                const saved = await updateProfile({
                  last_name: (values.last_name ?? '').trim(),
                  first_name: (values.first_name ?? '').trim(),
                  middle_name: optional(values.middle_name),
                  email: optional(values.email),
                })
                setState({ status: 'ok', data: saved })
                toastQueue.success(accountText.saved)
              }}
            />
            <OrderNoticesSwitch
              profile={profile}
              onSaved={(saved) => setState({ status: 'ok', data: saved })}
            />
          </>
        )}
      </LoadView>
      <div className={styles.sessions}>
        <LogoutEverywhere />
      </div>
    </section>
  )
}
