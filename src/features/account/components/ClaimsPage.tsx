import { formatUnixDate, formatUnixDateTime, Heading } from '@gruzovik/design-system'
import { type Claim, listClaims } from '../../../api/claims.ts'
import { claimsText as text } from '../../../content/claims.ts'
import { useAccountTitle } from '../use-account-title.ts'
import { useLoad } from '../use-load.ts'
import * as styles from './account.css.ts'
import { ClaimPhotoThumb } from './ClaimPhotoThumb.tsx'
import * as css from './claims.css.ts'
import { InAppLink } from './InAppLink.tsx'
import { LoadView } from './LoadView.tsx'
import * as orderCss from './order-page.css.ts'

function ClaimCard({ claim }: { claim: Claim }) {
  const headingId = `claim-${claim.number}`
  return (
    <li className={orderCss.line}>
      <article aria-labelledby={headingId} className={orderCss.section}>
        <Heading level={2} size="md" id={headingId}>
          {text.claim(claim.number)} · {text.kinds[claim.kind]}
        </Heading>
        <p className={styles.muted}>
          {text.filed(formatUnixDate(claim.created_at))} ·{' '}
          <InAppLink to={`/account/orders/${claim.order_number}`}>
            {text.order(claim.order_number)}
          </InAppLink>
        </p>
        <p>
          {claim.title} · {text.pieces(claim.quantity)} · {text.reasons[claim.reason]}
          {claim.mileage !== null && <> · {text.mileage(claim.mileage)}</>}
        </p>
        <p>
          {text.state}:{' '}
          <span className={orderCss.lineState} data-state={claim.state}>
            {text.states[claim.state]}
          </span>
        </p>
        {claim.reject_reason && <p>{text.rejected(claim.reject_reason)}</p>}
        <p className={styles.muted}>{claim.description}</p>
        {claim.photos.length > 0 && (
          <ul className={css.photos} aria-label={text.photos}>
            {claim.photos.map((photo, index) => (
              <li key={photo.uuid}>
                <ClaimPhotoThumb url={photo.url} label={text.photo(index + 1)} />
              </li>
            ))}
          </ul>
        )}
        <details>
          <summary>{text.history}</summary>
          <ol className={css.history}>
            {claim.history.map((change) => (
              <li key={`${change.changed_at}-${change.state}`}>
                {formatUnixDateTime(change.changed_at)} — {text.states[change.state]}
                {change.reason && <> ({change.reason})</>}
              </li>
            ))}
          </ol>
        </details>
      </article>
    </li>
  )
}

/** /account/returns: the account's returns and warranty claims with status and history. */
export function ClaimsPage({ load = listClaims }: { load?: typeof listClaims }) {
  useAccountTitle(text.title)
  const { state, reload } = useLoad(() => load())
  return (
    <section className={styles.page} aria-labelledby="claims-title">
      <Heading level={1} size="xl" id="claims-title">
        {text.title}
      </Heading>
      <LoadView state={state} retry={reload}>
        {({ items }) =>
          items.length === 0 ? (
            <p className={styles.muted}>{text.empty}</p>
          ) : (
            <ul className={orderCss.lines}>
              {items.map((claim) => (
                <ClaimCard key={claim.number} claim={claim} />
              ))}
            </ul>
          )
        }
      </LoadView>
    </section>
  )
}
