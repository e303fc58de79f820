import { useId, useState } from 'react'
import { IMaskInput } from 'react-imask'
import * as styles from '../../css/field.css.ts'
import { ru } from '../../i18n/ru.ts'
import {
  defaultPhoneMask,
  digitsOf,
  type PhoneCode,
  phoneDefinitions,
  resolvePhoneMask,
} from './phone-mask.ts'

export interface PhoneFieldProps {
  /** Known country codes from app data; the mask follows the one the digits start with. */
  phoneCodes?: readonly PhoneCode[]
  label?: string
  /** Masked text, e.g. `+7(999)123 45 67`. */
  value?: string
  defaultValue?: string
  onChange?: (masked: string, digits: string) => void
  /** Raised (true) when the digits match no known prefix, lowered when they do again. */
  onPrefixError?: (unknown: boolean) => void
  /** A server field error or the form's own; shown under the field. */
  errorMessage?: string
  isInvalid?: boolean
  isDisabled?: boolean
  isRequired?: boolean
  name?: string
  unknownPrefixMessage?: string
}

/** Phone input masked with imask; the mask switches by country prefix (see `resolvePhoneMask`). */
export function PhoneField({
  phoneCodes = [],
  label = ru.phoneLabel,
  value,
  defaultValue = '',
  onChange,
  onPrefixError,
  errorMessage,
  isInvalid = false,
  isDisabled = false,
  isRequired = false,
  name,
  unknownPrefixMessage = ru.phoneUnknownCode,
}: PhoneFieldProps) {
  const id = useId()
  const [inner, setInner] = useState(defaultValue)
  const shown = value ?? inner
  // Derived from the text on every render, so a form that resets the value resets the mask too.
  const state = resolvePhoneMask(digitsOf(shown), phoneCodes)

  const accept = (masked: string) => {
    const digits = digitsOf(masked)
    const next = resolvePhoneMask(digits, phoneCodes)
    if (next.unknownPrefix !== state.unknownPrefix) onPrefixError?.(next.unknownPrefix)
    // A new mask re-reads the digits so `77012…` becomes `+7(701)…` under its own pattern.
    const text = next.mask === state.mask ? masked : digits
    if (text === shown) return
    if (value === undefined) setInner(text)
    onChange?.(text, digits)
  }

  const invalid = isInvalid || state.unknownPrefix
  const message = errorMessage ?? (state.unknownPrefix ? unknownPrefixMessage : undefined)
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <IMaskInput
        id={id}
        name={name}
        className={styles.input}
        mask={state.mask}
        definitions={phoneDefinitions}
        value={shown}
        onAccept={accept}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={defaultPhoneMask.replace(/#/g, '_')}
        disabled={isDisabled}
        required={isRequired}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid && message ? `${id}-error` : undefined}
      />
      {invalid && message && (
        <span id={`${id}-error`} className={styles.error}>
          {message}
        </span>
      )}
    </div>
  )
}
