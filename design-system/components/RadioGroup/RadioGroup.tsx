import type { ReactNode } from 'react'
import { RadioGroup as AriaRadioGroup, FieldError, Label, Radio } from 'react-aria-components'
import * as styles from './RadioGroup.css.ts'

export interface RadioOption {
  value: string
  label: ReactNode
  /** A second line under the label, e.g. an address or terms; read as part of the name. */
  description?: ReactNode
  isDisabled?: boolean
}

export interface RadioGroupProps {
  label: string
  options: readonly RadioOption[]
  value: string | null
  onChange: (value: string) => void
  /** The form field name of the native inputs. */
  name?: string
  /** Shown under the options, and marks the group invalid. */
  errorMessage?: string
  isDisabled?: boolean
  className?: string
}

/**
 * One choice out of a few, each a native radio underneath (arrow keys move within the group,
 * screen readers announce "n of m"). A server error shows under the options.
 */
export function RadioGroup({
  label,
  options,
  value,
  onChange,
  name,
  errorMessage,
  isDisabled,
  className,
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      className={[styles.group, className].filter(Boolean).join(' ')}
      value={value}
      onChange={onChange}
      name={name}
      isInvalid={Boolean(errorMessage)}
      isDisabled={isDisabled}
    >
      <Label className={styles.label}>{label}</Label>
      {options.map((option) => (
        <Radio
          key={option.value}
          value={option.value}
          isDisabled={option.isDisabled}
          className={styles.radio}
        >
          <span className={styles.circle} aria-hidden="true" />
          <span className={styles.text}>
            <span>{option.label}</span>
            {option.description && <span className={styles.description}>{option.description}</span>}
          </span>
        </Radio>
      ))}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaRadioGroup>
  )
}
