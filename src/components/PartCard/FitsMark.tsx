import { truckPickerText } from '../../content/truck-picker.ts'
import { chosenTruckName } from '../../lib/chosen-truck/chosen-truck.ts'
import { useChosenTruck } from '../../lib/chosen-truck/chosen-truck-store.ts'
import * as styles from './FitsMark.css.ts'

/**
 * «Подходит для вашего Volvo FH 2016» on a part the API marked as fitting the chosen truck
 * (docs/product.md#the-chosen-truck); nothing without a truck or a mark.
 */
export function FitsMark({ fits }: { fits: boolean | undefined }) {
  const truck = useChosenTruck()
  if (!truck || fits !== true) return null
  return <p className={styles.fits}>{truckPickerText.fits(chosenTruckName(truck))}</p>
}
