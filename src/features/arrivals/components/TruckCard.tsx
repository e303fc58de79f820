import { plural } from '@gruzovik/design-system'
import { Link } from '@tanstack/react-router'
import type { ArrivalPage } from '../../../api/arrivals.ts'
import { arrivalsText } from '../../../content/arrivals.ts'
import * as styles from './arrivals.css.ts'
import { TruckFacts } from './TruckFacts.tsx'

type ArrivalTruck = ArrivalPage['items'][number]

/** One dismantled truck in a make's list: photo, name, facts and how many parts it gave. */
export function TruckCard({ truck }: { truck: ArrivalTruck }) {
  const params = { model: truck.model, slug: truck.slug }
  return (
    <article className={styles.truck}>
      <div className={styles.photo}>
        {truck.image ? (
          <img
            className={styles.photoImg}
            src={truck.image.sizes.thumbnail}
            alt=""
            loading="lazy"
            width={320}
            height={180}
          />
        ) : (
          <span>{arrivalsText.noImage}</span>
        )}
      </div>
      <h2 className={styles.truckTitle}>
        <Link to="/postupleniya_mashin/$model/$slug" params={params} className={styles.truckLink}>
          {truck.title}
        </Link>
      </h2>
      <TruckFacts truck={truck} />
      <span className={styles.muted}>
        {arrivalsText.count(truck.parts_count, plural(truck.parts_count, arrivalsText.partsForms))}
      </span>
    </article>
  )
}
