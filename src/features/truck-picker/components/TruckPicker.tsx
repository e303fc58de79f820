import { lazy, Suspense, useState } from 'react'
import { buttonIcon, headerButton } from '../../../components/header-button.css.ts'
import { truckPickerText as t } from '../../../content/truck-picker.ts'
import { useAppData } from '../../../lib/app-data/app-data-context.tsx'
import { chosenTruckName } from '../../../lib/chosen-truck/chosen-truck.ts'
import { useChosenTruck } from '../../../lib/chosen-truck/chosen-truck-store.ts'
import { type TruckPickerCalls, truckPickerCalls, useTruckPicker } from '../use-truck-picker.ts'
import * as styles from './truck-picker.css.ts'

// The dialog (selects, lists) is fetched the first time the picker opens.
const TruckPickerDialog = lazy(() => import('./TruckPickerDialog.tsx'))

function TruckIcon() {
  return (
    <svg className={buttonIcon} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path d="M2 6h11v9H2zM13 9h4l4 4v2h-8z" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="6" cy="17" r="2" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="17" cy="17" r="2" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  )
}

/**
 * The header's chosen truck (docs/product.md#the-chosen-truck): its name, or «Выбрать грузовик»;
 * pressing it opens the picker to choose from the fleet or by make, model and year, or to clear.
 */
export function TruckPicker({ calls = truckPickerCalls }: { calls?: TruckPickerCalls }) {
  const truck = useChosenTruck()
  const { user } = useAppData()
  const [state, send] = useTruckPicker(calls, Boolean(user))
  const [opened, setOpened] = useState(false)
  const name = truck ? chosenTruckName(truck) : null
  return (
    <>
      <button
        type="button"
        className={`${headerButton} ${styles.trigger}`}
        aria-label={name ? t.chosenLabel(name) : t.choose}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true)
          send({ type: 'picker.open' })
        }}
      >
        <TruckIcon />
        <span className={styles.triggerText}>{name ?? t.choose}</span>
      </button>
      {opened && (
        <Suspense fallback={null}>
          <TruckPickerDialog state={state} send={send} chosen={truck} />
        </Suspense>
      )}
    </>
  )
}
