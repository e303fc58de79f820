import { formatDate } from '@gruzovik/design-system'
import type { ArrivalPage } from '../../../api/arrivals.ts'
import { arrivalsText } from '../../../content/arrivals.ts'
import * as styles from './arrivals.css.ts'

type ArrivalTruck = ArrivalPage['items'][number]

/** Year, mileage and arrival date; unknown values are left out rather than shown as blanks. */
export function TruckFacts({ truck }: { truck: ArrivalTruck }) {
  const arrived = new Date(truck.arrived_at)
  return (
    <dl className={styles.facts}>
      {truck.year !== null && (
        <>
          <dt className={styles.term}>{arrivalsText.year}</dt>
          <dd className={styles.value}>{truck.year}</dd>
        </>
      )}
      {truck.mileage_km !== null && (
        <>
          <dt className={styles.term}>{arrivalsText.mileage}</dt>
          <dd className={styles.value}>{arrivalsText.mileageKm(truck.mileage_km)}</dd>
        </>
      )}
      {!Number.isNaN(arrived.getTime()) && (
        <>
          <dt className={styles.term}>{arrivalsText.arrivedAt}</dt>
          <dd className={styles.value}>{formatDate(arrived)}</dd>
        </>
      )}
    </dl>
  )
}
