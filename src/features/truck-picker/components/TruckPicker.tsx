import { lazy, Suspense, useState } from 'react'
import { buttonIcon, headerButton } from '../../../components/header-button.css.ts'
import { truckMarkText as t } from '../../../content/truck-picker.ts'
import { chosenTruckName } from '../../../lib/chosen-truck/chosen-truck.ts'
import { useChosenTruck } from '../../../lib/chosen-truck/chosen-truck-store.ts'
import type { TruckPickerCalls } from '../use-truck-picker.ts'
import * as styles from './truck-picker.css.ts'

// The picker (its machine, selects and calls) is fetched the first time it opens: the header is
// on every page, within every page's script budget.
const TruckPickerDialog = lazy(() => import('./TruckPickerDialog.tsx'))

function TruckIcon() {
  return (
    <svg
      className={`${buttonIcon} ${styles.triggerIcon}`}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <path
        d="M2 6h11v9H2zm11 3h4l4 4v2h-8zM4 17a2 2 0 1 0 4 0 2 2 0 1 0-4 0m11 0a2 2 0 1 0 4 0 2 2 0 1 0-4 0"
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
  )
}

/**
 * The header's chosen truck (docs/product.md#the-chosen-truck): its name, or «Выбрать грузовик»;
 * pressing it opens the picker to choose from the fleet or by make, model and year, or to clear.
 */
export function TruckPicker({ calls }: { calls?: TruckPickerCalls }) {
  const truck = useChosenTruck()
  // Each press opens the picker once (the dialog sends `picker.open` for each new count).
  const [presses, setPresses] = useState(0)
  const name = truck ? chosenTruckName(truck) : null
  return (
    <>
      <button
        type="button"
        className={`${headerButton} ${styles.trigger}`}
        aria-label={name ? t.chosenLabel(name) : t.choose}
        aria-haspopup="dialog"
        onClick={() => setPresses((count) => count + 1)}
      >
        <TruckIcon />
        <span className={styles.triggerText}>{name ?? t.choose}</span>
      </button>
      {presses > 0 && (
        <Suspense fallback={null}>
          <TruckPickerDialog presses={presses} chosen={truck} calls={calls} />
        </Suspense>
      )}
    </>
  )
}
