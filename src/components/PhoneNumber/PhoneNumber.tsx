import { useEffect, useRef, useState } from 'react'
import type { BranchPhone } from '../../content/branches.ts'
import { contactsTexts } from '../../content/contacts.ts'
import type { AnalyticsGoal } from '../../lib/analytics/goals.ts'
import { reachGoal } from '../../lib/analytics/reach-goal.ts'
import { usePhone } from '../../lib/stores/use-phone.ts'
import * as styles from './PhoneNumber.css.ts'
import { formatPhone, telHref, visibleNumber } from './phone-display.ts'
import { useIsMobile } from './use-is-mobile.ts'

export interface PhoneNumberProps {
  /** The branch's own number; call tracking may replace it by `html_class` (spec 3). */
  phone: BranchPhone
  /** Goals recorded on a click, by screen (spec 9). */
  goals: { desktop: AnalyticsGoal; mobile: AnalyticsGoal }
  /** Overrides the screen check, for stories and tests. */
  mobile?: boolean
  /** Records the goal; the web-analytics counter by default. */
  onGoal?: (goal: AnalyticsGoal) => void
  className?: string
}

/**
 * Spec 4 phone display: on desktop the last two digits are masked until the first click;
 * on mobile, or once revealed, the full number is a `tel:` link. Every click records a goal.
 * The number shown is the phone store's entry for this display's `html_class`.
 */
export function PhoneNumber({
  phone: own,
  goals,
  mobile,
  onGoal = reachGoal,
  className,
}: PhoneNumberProps) {
  const phone = usePhone(own)
  const screenIsMobile = useIsMobile()
  const isMobile = mobile ?? screenIsMobile
  const [revealed, setRevealed] = useState(false)
  const link = useRef<HTMLAnchorElement>(null)
  // The button turns into a link: keep keyboard focus on the number that was just revealed.
  useEffect(() => {
    if (revealed) link.current?.focus()
  }, [revealed])
  const shown = visibleNumber(phone.phone_number, { mobile: isMobile, revealed })
  const goal = isMobile ? goals.mobile : goals.desktop
  const classes = (base: string) => [base, phone.html_class, className].filter(Boolean).join(' ')

  if (!isMobile && !revealed) {
    return (
      <button
        type="button"
        className={classes(styles.reveal)}
        aria-label={contactsTexts.showNumber(shown)}
        onClick={() => {
          setRevealed(true)
          onGoal(goal)
        }}
      >
        {shown}
      </button>
    )
  }
  return (
    <a
      ref={link}
      className={classes(styles.link)}
      href={telHref(phone.phone_number)}
      aria-label={contactsTexts.call(formatPhone(phone.phone_number))}
      onClick={() => onGoal(goal)}
    >
      {shown}
    </a>
  )
}
