import { Button, type PhoneCode, PhoneField, TextField, toastQueue } from '@gruzovik/design-system'
import { type FormEvent, useId, useState } from 'react'
import { type CallbackInput, requestCallback } from '../../../../api/callback.ts'
import { ApiError } from '../../../../api/errors.ts'
import { callbackTexts as texts } from '../../../../content/footer.ts'
import type { AnalyticsGoal } from '../../../../lib/analytics/goals.ts'
import { reachGoal } from '../../../../lib/analytics/reach-goal.ts'
import { notifyError } from '../../../../lib/error-notifications.ts'
import * as styles from './Footer.css.ts'

type Field = 'name' | 'phone'

export interface CallbackFormProps {
  phoneCodes?: readonly PhoneCode[]
  /** `POST /api/callback` by default. */
  send?: (input: CallbackInput) => Promise<unknown>
  /** The success notification; the app's toast queue by default. */
  notifySuccess?: (text: string) => void
  onGoal?: (goal: AnalyticsGoal) => void
}

/**
 * The footer's callback form: name and phone. Server field errors (422) show under the fields;
 * a top-level message goes to the error notification; success thanks
 * the visitor, records `form_callback` and clears the form.
 */
export function CallbackForm({
  phoneCodes = [],
  send = requestCallback,
  notifySuccess = toastQueue.success,
  onGoal = reachGoal,
}: CallbackFormProps) {
  const headingId = useId()
  const [name, setName] = useState('')
  const [phone, setPhone] = useState('')
  const [phoneDigits, setPhoneDigits] = useState('')
  const [unknownPrefix, setUnknownPrefix] = useState(false)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    const own: Partial<Record<Field, string>> = {}
    if (!name.trim()) own.name = texts.nameRequired
    if (!phoneDigits) own.phone = texts.phoneRequired
    setErrors(own)
    setFormError(null)
    if (Object.keys(own).length || unknownPrefix) return
    setPending(true)
    try {
      await send({ name: name.trim(), phone })
      onGoal('form_callback')
      notifySuccess(texts.success)
      setName('')
      setPhone('')
      setPhoneDigits('')
    } catch (error) {
      if (error instanceof ApiError) {
        notifyError(error)
        setErrors({ name: error.fieldErrors.name, phone: error.fieldErrors.phone })
        // A network failure has no notification of its own: say it here.
        if (!error.notification && !Object.keys(error.fieldErrors).length)
          setFormError(texts.failed)
      } else {
        setFormError(texts.failed)
      }
    } finally {
      setPending(false)
    }
  }

  return (
    <form className={styles.callback} aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 id={headingId} className={styles.heading}>
        {texts.title}
      </h2>
      <p className={styles.muted}>{texts.lead}</p>
      <TextField
        label={texts.name}
        name="name"
        value={name}
        onChange={setName}
        maxLength={255}
        autoComplete="name"
        isRequired
        isInvalid={Boolean(errors.name)}
        errorMessage={errors.name}
      />
      <PhoneField
        label={texts.phone}
        name="phone"
        phoneCodes={phoneCodes}
        value={phone}
        onChange={(masked, digits) => {
          setPhone(masked)
          setPhoneDigits(digits)
        }}
        onPrefixError={setUnknownPrefix}
        isRequired
        isInvalid={Boolean(errors.phone)}
        errorMessage={errors.phone}
      />
      {formError && (
        <p role="alert" className={styles.formError}>
          {formError}
        </p>
      )}
      {/* Not `isPending`: RAC announces it through a label that is gone by the time the
          announcement is read, an axe failure (role-img-alt). The handler ignores repeats. */}
      <Button type="submit" aria-disabled={pending || undefined}>
        {pending ? texts.sending : texts.submit}
      </Button>
    </form>
  )
}
