import { SMS_CODE_LENGTH } from '@gruzovik/rules'
import { useId, useRef, useState } from 'react'
import { IMaskInput } from 'react-imask'
import * as styles from '../../css/field.css.ts'
import { ru } from '../../i18n/ru.ts'
import * as own from './CodeField.css.ts'

/** The SMS code's length is the shop's rule (@gruzovik/rules): the mask and the completion follow it. */
const codeLength = SMS_CODE_LENGTH

export interface CodeFieldProps {
  label?: string
  value?: string
  onChange?: (digits: string) => void
  /** Called once each time the code's last digit is entered (the code submits by itself). */
  onComplete?: (code: string) => void
  errorMessage?: string
  isInvalid?: boolean
  isDisabled?: boolean
  autoFocus?: boolean
}

/** The SMS code input: exactly four digits, one-time-code autofill. */
export function CodeField({
  label = ru.codeLabel,
  value,
  onChange,
  onComplete,
  errorMessage,
  isInvalid = false,
  isDisabled = false,
  autoFocus = false,
}: CodeFieldProps) {
  const id = useId()
  const [inner, setInner] = useState('')
  const shown = value ?? inner
  // Guards a repeated complete event for the same code (no double submit).
  const lastCompleted = useRef<string | null>(null)

  const accept = (digits: string) => {
    if (value === undefined) setInner(digits)
    onChange?.(digits)
    if (digits.length === codeLength) {
      if (lastCompleted.current !== digits) onComplete?.(digits)
      lastCompleted.current = digits
    } else {
      lastCompleted.current = null
    }
  }

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <IMaskInput
        id={id}
        className={[styles.input, own.code].join(' ')}
        mask={'#'.repeat(codeLength)}
        definitions={{ '#': /[0-9]/ }}
        unmask
        value={shown}
        onAccept={(digits: string) => accept(digits)}
        inputMode="numeric"
        autoComplete="one-time-code"
        disabled={isDisabled}
        autoFocus={autoFocus}
        aria-invalid={isInvalid || undefined}
        aria-describedby={isInvalid && errorMessage ? `${id}-error` : undefined}
      />
      {isInvalid && errorMessage && (
        <span id={`${id}-error`} className={styles.error}>
          {errorMessage}
        </span>
      )}
    </div>
  )
}
