import { Heading, plural, Stack } from '@gruzovik/design-system'
import { Link } from '@tanstack/react-router'
import type { PartDetails } from '../../../api/parts.ts'
import { partText } from '../../../content/part.ts'
import * as styles from './part.css.ts'

/** For a used part: the dismantled truck it was taken from, and a link to that truck's parts. */
export function PartDonor({ donor }: { donor: PartDetails['donor'] }) {
  if (!donor) return null
  return (
    <section className={styles.section} aria-labelledby="part-donor">
      <Stack space={3}>
        <Heading level={2} size="xl" id="part-donor">
          {partText.donor}
        </Heading>
        <dl className={styles.facts}>
          <dt className={styles.term}>{partText.donorModel}</dt>
          <dd className={styles.value}>{donor.title}</dd>
          <dt className={styles.term}>{partText.donorYear}</dt>
          <dd className={styles.value}>{donor.year}</dd>
          <dt className={styles.term}>{partText.donorMileage}</dt>
          <dd className={styles.value}>{partText.mileageKm(donor.mileage_km)}</dd>
        </dl>
        <p>
          <Link
            to="/postupleniya_mashin/$model/$slug"
            params={{ model: donor.model, slug: donor.slug }}
          >
            {partText.donorParts(donor.parts_count, plural(donor.parts_count, partText.partsForms))}
          </Link>
        </p>
      </Stack>
    </section>
  )
}
