import { Heading, Inline, Stack } from '@gruzovik/design-system'
import { Link } from '@tanstack/react-router'
import type { PartDetails } from '../../../api/parts.ts'
import { linkTile } from '../../../components/lists.css.ts'
import { partText } from '../../../content/part.ts'
import * as styles from './part.css.ts'

/** «Подходит для»: the truck models the part fits, each a link to that model's catalogue. */
export function PartFits({ fits }: { fits: PartDetails['fits'] }) {
  if (fits.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="part-fits">
      <Stack space={3}>
        <Heading level={2} size="xl" id="part-fits">
          {partText.fits}
        </Heading>
        <Inline as="ul" space={2}>
          {fits.map((fit) => (
            <li key={fit.slug}>
              <Link
                to="/catalog/$a/$b"
                params={{ a: fit.mark.slug, b: fit.slug }}
                className={`${linkTile} ${styles.tileLink}`}
                aria-label={partText.fitsLabel(partText.fitsLink(fit.title, fit.years))}
              >
                {partText.fitsLink(fit.title, fit.years)}
              </Link>
            </li>
          ))}
        </Inline>
      </Stack>
    </section>
  )
}
