import { truckMarkText } from '../../content/truck-picker.ts'
import { chosenTruckName } from '../../lib/chosen-truck/chosen-truck.ts'
import { useChosenTruck } from '../../lib/chosen-truck/chosen-truck-store.ts'

/**
 * «Подходит для вашего Volvo FH 2016» on a part the API marked as fitting the chosen truck
 * (docs/product.md#the-chosen-truck); nothing without a truck or a mark. `className`: the
 * page's own green line (the card's and the part page's stock line).
 */
export function FitsMark({ fits, className }: { fits: boolean | undefined; className: string }) {
  const truck = useChosenTruck()
  if (!truck || fits !== true) return null
  return <p className={className}>{truckMarkText.fits(chosenTruckName(truck))}</p>
}
