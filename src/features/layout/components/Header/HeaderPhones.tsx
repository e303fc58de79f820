import { useId, useState } from 'react'
import { PhoneNumber } from '../../../../components/PhoneNumber/PhoneNumber.tsx'
import { branchById } from '../../../../content/branches.ts'
import { headerPhonePlaces, headerTexts } from '../../../../content/navigation.ts'
import type { AnalyticsGoal } from '../../../../lib/analytics/goals.ts'
import { reachGoal } from '../../../../lib/analytics/reach-goal.ts'
import { PhoneIcon } from '../icons.tsx'
import * as styles from './Header.css.ts'
import { headerPhoneGoals } from './header-phones.ts'

export interface HeaderPhonesProps {
  /** Overrides the screen check of the phone display (stories, tests). */
  mobile?: boolean
  onGoal?: (goal: AnalyticsGoal) => void
}

/**
 * The five places' numbers through the phone display: masked on desktop until clicked, full
 * on mobile, where the list folds behind a «Телефоны» button to keep the header short.
 */
export function HeaderPhones({ mobile, onGoal = reachGoal }: HeaderPhonesProps) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  return (
    <div className={styles.phones}>
      <button
        type="button"
        className={styles.phonesToggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <PhoneIcon className={styles.smallIcon} />
        {open ? headerTexts.hidePhones : headerTexts.showPhones}
      </button>
      <ul
        id={listId}
        aria-label={headerTexts.phones}
        className={`${styles.phoneList} ${open ? styles.phoneListOpen : ''}`}
      >
        {headerPhonePlaces.map((place) => {
          const branch = branchById(place.branch)
          const phone = branch.phones[0]
          if (!phone) return null
          const goal = headerPhoneGoals[place.branch]
          return (
            <li key={place.branch} className={styles.phoneItem}>
              <span className={styles.phonePlace}>{place.label}</span>
              <PhoneNumber
                phone={phone}
                goals={{ desktop: goal, mobile: goal }}
                mobile={mobile}
                onGoal={onGoal}
              />
            </li>
          )
        })}
      </ul>
    </div>
  )
}
