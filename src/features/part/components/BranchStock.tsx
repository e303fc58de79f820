import { Heading, plural, Stack, Text } from '@gruzovik/design-system'
import type { PartDetails } from '../../../api/parts.ts'
import { bareList } from '../../../components/lists.css.ts'
import { partText } from '../../../content/part.ts'
import { branchAvailability, stockLine, type Timing } from '../branch-stock.ts'
import * as styles from './part.css.ts'

function timingText(timing: Timing): string {
  if (timing.kind === 'today') return partText.today
  if (timing.kind === 'none') return partText.notAvailable
  if (timing.days === 1) return partText.tomorrow
  return partText.inDays(timing.days, plural(timing.days, partText.dayForms))
}

/** «Наличие в филиалах»: each pickup branch with its stock, pickup and courier timing. */
export function BranchStock({
  part,
}: {
  part: Pick<PartDetails, 'branch_stocks' | 'total_stock'>
}) {
  const rows = branchAvailability(part)
  if (rows.length === 0) return null
  return (
    <Stack as="section" space={3} aria-labelledby="part-branches">
      <Heading level={2} size="lg" id="part-branches">
        {partText.branches}
      </Heading>
      <p className={styles.total}>{partText.byBranch(stockLine(rows))}</p>
      <ul className={`${bareList} ${styles.branchList}`}>
        {rows.map((row) => (
          <li key={row.id} className={styles.branchRow}>
            <Text weight="medium">{row.city}</Text>
            <span className={row.quantity > 0 ? styles.stock : styles.noStock}>
              {partText.branchStock(row.quantity)}
            </span>
            <span className={styles.branchTiming}>
              {partText.pickup} {timingText(row.pickup)} · {partText.delivery}{' '}
              {timingText(row.delivery)}
            </span>
          </li>
        ))}
      </ul>
    </Stack>
  )
}
