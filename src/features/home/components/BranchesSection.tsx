import { Heading, Stack } from '@gruzovik/design-system'
import { Link } from '@tanstack/react-router'
import { PhoneNumber } from '../../../components/PhoneNumber/PhoneNumber.tsx'
import { branches as allBranches, type Branch, type BranchId } from '../../../content/branches.ts'
import { homeText } from '../../../content/home.ts'
import { mapsSiteUrl } from '../../../content/map.ts'
import type { AnalyticsGoal } from '../../../lib/analytics/goals.ts'
import * as styles from './home.css.ts'

const text = homeText.branches

/**
 * Phone clicks count as the header's per-city goals (there are no home page goals,
 * docs/product.md#analytics-goals); Krasnodar and the service station use the ones closest to them.
 */
const goals: Record<BranchId, AnalyticsGoal> = {
  spb: 'phone_header_SPB',
  msk: 'phone_header_MSK',
  krs: 'phone_header_KSK',
  krd: 'phone_header_KRD',
  sto: 'phone_STO_SPB',
}

function BranchCard({ branch, mobile }: { branch: Branch; mobile?: boolean }) {
  const goal = goals[branch.id]
  return (
    <article className={styles.branch}>
      {/* The service station shares a city with a branch: its own name tells them apart. */}
      <Heading level={3} size="lg">
        {branch.path ? branch.city : branch.name}
      </Heading>
      <p className={styles.muted}>{branch.path ? branch.name : branch.city}</p>
      <address className={styles.address}>{branch.address}</address>
      {branch.phones.map((phone) => (
        <div key={phone.phone_number}>
          <PhoneNumber phone={phone} goals={{ desktop: goal, mobile: goal }} mobile={mobile} />
        </div>
      ))}
      <div className={styles.branchLinks}>
        {branch.path ? (
          <Link
            to={branch.path}
            className={styles.moreLink}
            aria-label={text.contactsLabel(branch.city)}
          >
            {text.contacts}
          </Link>
        ) : null}
        {branch.externalUrl ? (
          <a href={branch.externalUrl} className={styles.moreLink} rel="noopener">
            {text.site}
          </a>
        ) : null}
        <a
          href={mapsSiteUrl(branch.coordinates)}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.moreLink}
          aria-label={text.mapLabel(branch.address)}
        >
          {text.map}
        </a>
      </div>
    </article>
  )
}

/** The four branches and the service station with their phones and a link to the map. */
export function BranchesSection({
  branches = allBranches,
  mobile,
}: {
  branches?: readonly Branch[]
  /** Overrides the screen check of the phone display, for stories and tests. */
  mobile?: boolean
}) {
  return (
    <Stack as="section" space={4} aria-labelledby="home-branches">
      <Heading level={2} size="xl" lineHeight="tight" id="home-branches">
        {text.title}
      </Heading>
      <ul className={styles.branches}>
        {branches.map((branch) => (
          <li key={branch.id}>
            <BranchCard branch={branch} mobile={mobile} />
          </li>
        ))}
      </ul>
    </Stack>
  )
}
