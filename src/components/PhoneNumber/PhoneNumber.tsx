import { phoneDisplayMachine, phoneText } from '@gruzovik/machines'
import { useMachine } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import type { BranchPhone } from '../../content/branches.ts'
import { contactsTexts } from '../../content/contacts.ts'
import type { AnalyticsGoal } from '../../lib/analytics/goals.ts'
import { reachGoal } from '../../lib/analytics/reach-goal.ts'
import { usePhone } from '../../lib/stores/use-phone.ts'
import { useIsMobile } from '../../lib/use-is-mobile.ts'
import * as styles from './PhoneNumber.css.ts'
import { formatPhone, telHref } from './phone-display.ts'

export interface PhoneNumberProps {
  /** The branch's own number; call tracking may replace it by `html_class`
   * (docs/product.md#call-tracking). */
  phone: BranchPhone
  /** Goals recorded on a click, by screen (docs/product.md#analytics-goals). */
  goals: { desktop: AnalyticsGoal; mobile: AnalyticsGoal }
  /** Overrides the screen check, for stories and tests. */
  mobile?: boolean
  /** Records the goal; the web-analytics counter by default. */
  onGoal?: (goal: AnalyticsGoal) => void
  className?: string
}

/**
 * The phone display (docs/product.md#phone-display), driven by the phone-display machine: on
 * desktop the last two digits are masked until the first click; on mobile, or once revealed, the
 * full number is a `tel:` link. Every click records the goal of the current screen. The number
 * shown is the phone store's entry for this display's `html_class`, so call tracking can swap it at
 * any time.
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
  const formatted = formatPhone(phone.phone_number)
  const recordGoal = useRef(onGoal)
  recordGoal.current = onGoal
  const [machine] = useState(() =>
    phoneDisplayMachine.provide({
      actions: { reachGoal: (_, { goal }) => recordGoal.current(goal as AnalyticsGoal) },
    }),
  )
  const [snapshot, send] = useMachine(machine, {
    input: { phone_number: formatted, isMobile, goals },
  })
  useEffect(() => send({ type: 'phone.viewportChanged', isMobile }), [send, isMobile])
  useEffect(() => send({ type: 'phone.numberChanged', phone_number: formatted }), [send, formatted])

  const revealed = snapshot.matches('revealed')
  const shown = phoneText(snapshot.context, revealed)
  const link = useRef<HTMLAnchorElement>(null)
  const wasRevealed = useRef(revealed)
  // The button turns into a link: keep keyboard focus on the number that was just revealed.
  useEffect(() => {
    if (revealed && !wasRevealed.current && !isMobile) link.current?.focus()
    wasRevealed.current = revealed
  }, [revealed, isMobile])
  const classes = (base: string) => [base, phone.html_class, className].filter(Boolean).join(' ')

  if (!revealed) {
    return (
      <button
        type="button"
        className={classes(styles.reveal)}
        aria-label={contactsTexts.showNumber(shown)}
        onClick={() => send({ type: 'phone.click' })}
      >
        <span className={styles.number}>{shown}</span>
        <span className={styles.hint} aria-hidden="true">
          {contactsTexts.showNumberHint}
        </span>
      </button>
    )
  }
  return (
    <a
      ref={link}
      className={classes(styles.link)}
      href={telHref(phone.phone_number)}
      aria-label={contactsTexts.call(formatted)}
      onClick={() => send({ type: 'phone.click' })}
    >
      {shown}
    </a>
  )
}
