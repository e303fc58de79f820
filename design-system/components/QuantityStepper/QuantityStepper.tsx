import { Button, Group } from 'react-aria-components'
import { ru } from '../../i18n/ru.ts'
import * as styles from './QuantityStepper.css.ts'

export interface QuantityStepperProps {
  value: number
  /** Called on minus. The caller decides what minus at 1 means (the shop asks to remove). */
  onDecrement: () => void
  onIncrement: () => void
  isDecrementDisabled?: boolean
  /** The shop disables plus while loading, for used parts, and at or above stock. */
  isIncrementDisabled?: boolean
  /** Disables both buttons, e.g. while the cart request runs. */
  isDisabled?: boolean
  labels?: { group?: string; decrease?: string; increase?: string }
}

/** Minus / value / plus. Stateless: the cart machine owns the quantity. */
export function QuantityStepper({
  value,
  onDecrement,
  onIncrement,
  isDecrementDisabled = false,
  isIncrementDisabled = false,
  isDisabled = false,
  labels,
}: QuantityStepperProps) {
  const groupLabel = labels?.group ?? ru.quantityLabel
  return (
    <Group aria-label={groupLabel} className={styles.stepper}>
      <Button
        className={styles.button}
        aria-label={labels?.decrease ?? ru.quantityDecrease}
        isDisabled={isDisabled || isDecrementDisabled}
        onPress={onDecrement}
      >
        −
      </Button>
      <output className={styles.value} aria-label={groupLabel}>
        {value}
      </output>
      <Button
        className={styles.button}
        aria-label={labels?.increase ?? ru.quantityIncrease}
        isDisabled={isDisabled || isIncrementDisabled}
        onPress={onIncrement}
      >
        +
      </Button>
    </Group>
  )
}
