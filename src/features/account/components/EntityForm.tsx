import { Button, Inline, Select, type SelectOption, TextField } from '@gruzovik/design-system'
import { type FormEvent, useState } from 'react'
import { accountText } from '../../../content/account.ts'
import { notifyError } from '../../../lib/error-notifications.ts'
import {
  type FormErrors,
  type FormValues,
  missingFields,
  serverFieldErrors,
} from '../form-values.ts'
import * as styles from './account.css.ts'

export interface FieldSpec {
  name: string
  label: string
  required?: boolean
  maxLength?: number
  inputMode?: 'text' | 'numeric' | 'tel' | 'email'
  description?: string
  /** A choice instead of a text input. */
  options?: readonly SelectOption[]
  multiline?: boolean
  isDisabled?: boolean
}

/**
 * A create or edit form: required fields are checked first, then the server's 422 messages land
 * under their fields. The entered values stay in place on any failure.
 */
export function EntityForm({
  fields,
  initial,
  onSubmit,
  onCancel,
}: {
  fields: readonly FieldSpec[]
  initial: FormValues
  onSubmit: (values: FormValues) => Promise<void>
  onCancel?: () => void
}) {
  const [values, setValues] = useState<FormValues>(initial)
  const [errors, setErrors] = useState<FormErrors>({})
  const [busy, setBusy] = useState(false)
  const set = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    setErrors(({ [name]: _, ...rest }) => rest)
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const required = fields.filter((f) => f.required).map((f) => f.name)
    const missing = missingFields(required, values, accountText.required)
    setErrors(missing)
    if (Object.keys(missing).length > 0) return
    setBusy(true)
    try {
      await onSubmit(values)
    } catch (error) {
      // Field errors show under their fields, a top-level message as a notification.
      setErrors(serverFieldErrors(error))
      notifyError(error)
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {fields.map((field) =>
        field.options ? (
          <Select
            key={field.name}
            label={field.label}
            options={field.options}
            selectedKey={values[field.name] || null}
            onSelectionChange={(key) => set(field.name, key === null ? '' : String(key))}
            isInvalid={Boolean(errors[field.name])}
            errorMessage={errors[field.name]}
            isDisabled={field.isDisabled}
          />
        ) : (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            value={values[field.name] ?? ''}
            onChange={(value) => set(field.name, value)}
            maxLength={field.maxLength}
            inputMode={field.inputMode}
            description={field.description}
            multiline={field.multiline}
            isRequired={field.required}
            isDisabled={field.isDisabled}
            isInvalid={Boolean(errors[field.name])}
            errorMessage={errors[field.name]}
          />
        ),
      )}
      <Inline space={2}>
        <Button type="submit" variant="primary" isDisabled={busy}>
          {accountText.save}
        </Button>
        {onCancel && <Button onPress={onCancel}>{accountText.cancel}</Button>}
      </Inline>
    </form>
  )
}
