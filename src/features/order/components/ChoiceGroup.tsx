import type { ReactNode } from 'react'
import * as styles from './order.css.ts'

export interface Choice {
  value: string
  label: ReactNode
}

/** A labelled group of radio buttons with its error beneath (native inputs: keyboard and
 * screen readers work without help). */
export function ChoiceGroup({
  legend,
  name,
  value,
  choices,
  onChange,
  error,
  children,
}: {
  legend: string
  name: string
  value: string
  choices: readonly Choice[]
  onChange: (value: string) => void
  error?: string
  children?: ReactNode
}) {
  const errorId = `${name}-error`
  return (
    <fieldset
      className={styles.fieldset}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={styles.choice}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          {choice.label}
        </label>
      ))}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {children}
    </fieldset>
  )
}
