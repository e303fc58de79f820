import { useId, useMemo, useState } from 'react'
import { type IMask, IMaskInput } from 'react-imask'
import * as styles from '../../css/field.css.ts'
import { ru } from '../../i18n/ru.ts'
import {
  defaultPhoneMask,
  digitsOf,
  inputPattern,
  normalisePhoneStart,
  openPhoneMask,
  type PhoneCode,
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
  // Derived from the text on every render, so a form that resets the value resets the flag too.
  const state = resolvePhoneMask(digitsOf(shown), phoneCodes)
  const masking = useMemo(() => dynamicPhoneMask(phoneCodes), [phoneCodes])

  const accept = (masked: string) => {
    const digits = digitsOf(masked)
    const next = resolvePhoneMask(digits, phoneCodes)
    if (next.unknownPrefix !== state.unknownPrefix) onPrefixError?.(next.unknownPrefix)
    if (masked === shown) return
    if (value === undefined) setInner(masked)
    onChange?.(masked, digits)
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
        mask={masking.mask}
        dispatch={masking.dispatch}
        prepare={masking.prepare}
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

/**
 * One imask dynamic mask over every known country's pattern: each typed or pasted character
 * re-picks the pattern from the digits so far (`resolvePhoneMask`), and the text entered into
 * an empty field is read as an international number first (`normalisePhoneStart`).
 */
function dynamicPhoneMask(phoneCodes: readonly PhoneCode[]) {
  const masks = [
    ...new Set([defaultPhoneMask, openPhoneMask, ...phoneCodes.map((code) => code.mask)]),
  ]
  return {
    mask: masks.map((mask) => ({ mask: inputPattern(mask) })),
    dispatch: (appended: string, masked: InstanceType<typeof IMask.MaskedDynamic>) => {
      const digits = digitsOf(masked.value + appended)
      return masked.compiledMasks[masks.indexOf(resolvePhoneMask(digits, phoneCodes).mask)]
    },
    prepare: (text: string, masked: { value: string }) =>
      masked.value === '' ? normalisePhoneStart(text) : text,
  }
}
