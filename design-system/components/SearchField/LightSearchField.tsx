import { type KeyboardEvent, useId, useRef } from 'react'
import * as field from '../../css/field.css.ts'
import { visuallyHidden } from '../../css/visually-hidden.css.ts'
import { ru } from '../../i18n/ru.ts'
import * as styles from './SearchField.css.ts'

export interface LightSearchFieldProps {
  label: string
  placeholder?: string
  value: string
  onChange: (value: string) => void
  onFocus?: () => void
  /** The label is read by screen readers but not shown (a header box that explains itself). */
  hideLabel?: boolean
  /** Receives the trimmed text; blank text is not submitted. */
  onSubmit: (query: string) => void
}

/**
 * SearchField's look and keys in plain elements, for a field that every page shows at once
 * (the shop's header): react-aria's field, press and focus code stays off the first load.
 * Same markup, classes and name as SearchField; the same keys: plain Enter submits, plain
 * Escape clears (an empty field lets it through), the ✕ clears and keeps the focus.
 */
export function LightSearchField({
  label,
  placeholder,
  value,
  onChange,
  onFocus,
  hideLabel = false,
  onSubmit,
}: LightSearchFieldProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    const enter = event.key === 'Enter'
    const clear = event.key === 'Escape' && value !== ''
    if (!enter && !clear) return
    event.preventDefault()
    event.stopPropagation()
    if (clear) onChange('')
    else if (value.trim()) onSubmit(value.trim())
  }
  return (
    <div className={field.field} data-empty={value === '' || undefined}>
      <label
        className={hideLabel ? visuallyHidden : field.label}
        id={`${id}-label`}
        htmlFor={`${id}-input`}
      >
        {label}
      </label>
      <div className={styles.wrap}>
        <input
          ref={input}
          id={`${id}-input`}
          aria-labelledby={`${id}-label`}
          type="search"
          className={`${field.input} ${styles.input}`}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onFocus={onFocus}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          tabIndex={-1}
          className={styles.clear}
          aria-label={ru.searchClear}
          // As react-aria's clear button: pressing it does not take the focus from the field.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            onChange('')
            input.current?.focus()
          }}
        >
          ✕
        </button>
      </div>
    </div>
  )
}
