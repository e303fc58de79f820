import { Inline } from '@gruzovik/design-system'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { branchById } from '../../../../content/branches.ts'
import {
  buyLinks,
  companyLinks,
  footerBranches,
  legalLinks,
  messengerLinks,
  socialLinks,
  footerTexts as texts,
} from '../../../../content/footer.ts'
import { type NavLinkItem, paths } from '../../../../content/navigation.ts'
import type { AnalyticsGoal } from '../../../../lib/analytics/goals.ts'
import { reachGoal } from '../../../../lib/analytics/reach-goal.ts'
import { useAppData } from '../../../../lib/app-data/app-data-context.tsx'
import type { MainMenuStore } from '../../../../lib/stores/main-menu-store.ts'
import { useMainMenu } from '../../menu-data/use-main-menu.ts'
import { HrefLink } from '../HrefLink/HrefLink.tsx'
import type { CallbackFormProps } from './CallbackForm.tsx'
import * as styles from './Footer.css.ts'
import { FooterPhone } from './FooterPhone.tsx'
import { SocialIcon } from './SocialIcons.tsx'

// The form brings the phone mask library: it loads with the footer's approach, not the page.
const CallbackForm = lazy(() =>
  import('./CallbackForm.tsx').then((module) => ({ default: module.CallbackForm })),
)

function LinkColumn({ title, items }: { title: string; items: readonly NavLinkItem[] }) {
  if (items.length === 0) return null
  return (
    <nav aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href}>
            <HrefLink href={item.href} className={styles.link}>
              {item.label}
            </HrefLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Loads the make lists once the footer comes near the screen, not on every page open. */
function useNearScreen() {
  const ref = useRef<HTMLElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: '400px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { ref, near }
}

export interface FooterProps extends Pick<CallbackFormProps, 'send' | 'notifySuccess'> {
  store?: MainMenuStore
  onGoal?: (goal: AnalyticsGoal) => void
}

/** The footer: make and arrival links, buy, company and legal links, three cities, socials. */
export function Footer({ store, onGoal = reachGoal, send, notifySuccess }: FooterProps) {
  const { ref, near } = useNearScreen()
  const menu = useMainMenu({ store, load: near })
  const { app } = useAppData()
  const data = menu.status === 'success' ? menu.data : null
  const markLinks = [...(data?.marks ?? [])]
    .sort((a, b) => a.sort - b.sort)
    .map((m) => ({ label: m.title, href: paths.catalogBy(m.slug) }))
  const arrivalLinks = (data?.incoming_marks ?? []).map((m) => ({
    label: m.title,
    href: paths.arrivalsBy(m.slug),
  }))

  return (
    <footer ref={ref} className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.columns}>
            <LinkColumn title={texts.marks} items={markLinks} />
            <LinkColumn title={texts.arrivals} items={arrivalLinks} />
            <LinkColumn title={texts.buy} items={buyLinks} />
            <LinkColumn title={texts.company} items={companyLinks} />
            <LinkColumn title={texts.legal} items={legalLinks} />
          </div>
          <div className={styles.callbackSlot}>
            {near && (
              <Suspense fallback={null}>
                <CallbackForm
                  phoneCodes={app?.phone_codes}
                  send={send}
                  notifySuccess={notifySuccess}
                  onGoal={onGoal}
                />
              </Suspense>
            )}
          </div>
        </div>

        <section aria-label={texts.contacts} className={styles.cities}>
          {footerBranches.map((id) => {
            const branch = branchById(id)
            return (
              <address key={id} className={styles.city}>
                <h2 className={styles.heading}>{branch.city}</h2>
                <p className={styles.muted}>{branch.address}</p>
                {branch.phones[0] && (
                  <FooterPhone phone={branch.phones[0]} className={styles.link} />
                )}
                <a className={styles.link} href={`mailto:${branch.email}`}>
                  {branch.email}
                </a>
              </address>
            )
          })}
        </section>

        <div className={styles.contactsRow}>
          <div>
            <h2 className={styles.heading}>{texts.messengers}</h2>
            <Inline as="ul" space={2}>
              {messengerLinks.map((item) => (
                <li key={item.id}>
                  <a
                    className={styles.iconLink}
                    href={item.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={() => onGoal(item.goal)}
                  >
                    <SocialIcon id={item.id} className={styles.icon} />
                    {item.label}
                  </a>
                </li>
              ))}
            </Inline>
          </div>
          <div>
            <h2 className={styles.heading}>{texts.socials}</h2>
            <Inline as="ul" space={2}>
              {socialLinks.map((item) => (
                <li key={item.id}>
                  <a
                    className={styles.iconLink}
                    href={item.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={item.label}
                  >
                    <SocialIcon id={item.id} className={styles.icon} />
                  </a>
                </li>
              ))}
            </Inline>
          </div>
        </div>

        <p className={`${styles.muted} ${styles.bottom}`}>
          {texts.copyright(new Date().getFullYear())}
        </p>
      </div>
    </footer>
  )
}
