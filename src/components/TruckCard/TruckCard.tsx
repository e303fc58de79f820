import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ArrivalPage } from '../../api/arrivals.ts'
import { arrivalsText } from '../../content/arrivals.ts'
import * as styles from './TruckCard.css.ts'

export interface TruckCardProps {
  truck: ArrivalPage['items'][number]
  /** `list`: a card in a make's list; `tile`: the home page's small card, one tap target. */
  variant: 'list' | 'tile'
  /** Heading level inside the page. */
  headingLevel: 2 | 3
  /** What the card says below the name: facts, arrival date, how many parts it gave. */
  children: ReactNode
}

/** One dismantled truck: photo, name linking to its page, then what the caller adds. */
export function TruckCard({ truck, variant, headingLevel, children }: TruckCardProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <article className={styles.card[variant]}>
      <div className={styles.photo[variant]}>
        {truck.image ? (
          <img
            className={styles.photoImg[variant]}
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
      <Heading className={styles.title[variant]}>
        <Link
          to="/postupleniya_mashin/$model/$slug"
          params={{ model: truck.model, slug: truck.slug }}
          className={styles.link[variant]}
        >
          {truck.title}
        </Link>
      </Heading>
      {children}
    </article>
  )
}
