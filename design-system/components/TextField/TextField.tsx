import { useState } from 'react'
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
} from 'react-aria-components'
import * as styles from '../../css/field.css.ts'
import { truncate } from './truncate.ts'

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'> {
  label: string
  description?: string
  /** Shown and announced when `isInvalid` is set (server field errors). */
  errorMessage?: string
  placeholder?: string
  multiline?: boolean
}

/** A labelled text input that never holds more than `maxLength` characters, typed or pasted. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  multiline = false,
  maxLength,
  value,
  defaultValue,
  onChange,
  ...props
}: TextFieldProps) {
  const [inner, setInner] = useState(() => truncate(defaultValue ?? '', maxLength))
  const controlled = value !== undefined
  const shown = truncate(controlled ? value : inner, maxLength)
  const change = (next: string) => {
    const cut = truncate(next, maxLength)
    if (!controlled) setInner(cut)
    onChange?.(cut)
  }
  return (
    <AriaTextField
      {...props}
      value={shown}
      onChange={change}
      maxLength={maxLength}
      className={styles.field}
    >
      <Label className={styles.label}>{label}</Label>
      {multiline ? (
        <TextArea className={styles.input} placeholder={placeholder} rows={3} />
      ) : (
        <Input className={styles.input} placeholder={placeholder} />
      )}
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  )
}
