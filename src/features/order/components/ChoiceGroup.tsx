import { RadioGroup, type RadioOption } from '@gruzovik/design-system'
import type { ReactNode } from 'react'
import * as styles from './order.css.ts'

export type Choice = RadioOption

/**
 * A framed group of the order form: the choice, its error, and the fields that depend on it
 * (children) below. The fields sit outside the radio group so arrow keys stay within it.
 */
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
  return (
    <div className={styles.fieldset}>
      <RadioGroup
        label={legend}
        name={name}
        value={value}
        options={choices}
        onChange={onChange}
        errorMessage={error}
      />
      {children}
    </div>
  )
}
