import { FitsMark } from '../../../components/PartCard/FitsMark.tsx'
import { partTruckText } from '../../../content/part.ts'
import { chosenTruckName } from '../../../lib/chosen-truck/chosen-truck.ts'
import { useChosenTruck } from '../../../lib/chosen-truck/chosen-truck-store.ts'
import * as styles from './part.css.ts'

/**
 * Whether the part fits the visitor's chosen truck (docs/product.md#the-chosen-truck), above
 * the price and «В корзину»: a part that does not fit says so plainly before it is bought.
 */
export function PartTruckFit({ fits }: { fits: boolean | undefined }) {
  const truck = useChosenTruck()
  if (!truck || fits === undefined) return null
  if (fits) return <FitsMark fits className={styles.stock} />
  return <p className={styles.notFits}>{partTruckText.notFits(chosenTruckName(truck))}</p>
}
