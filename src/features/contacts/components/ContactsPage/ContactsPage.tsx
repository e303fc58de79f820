import { Inline, Text } from '@gruzovik/design-system'
import { Link, useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Page } from '../../../../components/Page.tsx'
import { PhoneNumber } from '../../../../components/PhoneNumber/PhoneNumber.tsx'
import { type Branch, branchById, branches } from '../../../../content/branches.ts'
import { contactsTexts } from '../../../../content/contacts.ts'
import type { PageKey } from '../../../../content/pages.ts'
import { site } from '../../../../content/site.ts'
import { localBusiness } from '../../../../lib/head/structured-data.ts'
import { contactGoals } from '../../contact-goals.ts'
import * as styles from './ContactsPage.css.ts'

export type ContactsBranchId = 'spb' | 'msk' | 'krs' | 'krd'

const titleKeys: Record<ContactsBranchId, PageKey> = {
  spb: 'kontSpb',
  msk: 'kontMsk',
  krs: 'kontKrs',
  krd: 'kontKrd',
}

function BranchPhones({ branch }: { branch: Branch }) {
  return (
    <>
      {branch.phones.map((phone) => (
        <div key={phone.html_class}>
          <PhoneNumber phone={phone} goals={contactGoals[branch.id]} />
        </div>
      ))}
    </>
  )
}

export interface ContactsPageProps {
  branchId: ContactsBranchId
  /** The map of the branch; the route passes it in (features do not import each other). */
  map?: ReactNode
}

/** A branch's contacts: address, phones, email, hours, the map, and the other branches. */
export function ContactsPage({ branchId, map }: ContactsPageProps) {
  const branch = branchById(branchId)
  const service = branchById('sto')
  const others = branches.filter((item) => item.id !== branchId && item.path)
  const origin = useRouter({ warn: false })?.origin ?? window.location.origin
  // Search engines: this branch first, then the others, each a business with address and phone.
  const businesses = [branch, ...others].map((item) =>
    localBusiness(
      {
        name: `${site.name} — ${item.name}`,
        address: item.address,
        telephone: item.phones[0]?.phone_number ?? '',
        email: item.email,
        url: item.path ?? item.externalUrl ?? '/',
      },
      origin,
    ),
  )
  return (
    <Page titleKey={titleKeys[branchId]} head={{ jsonLd: businesses }}>
      <p className={styles.lead}>{contactsTexts.lead(branch.city)}</p>
      <div className={styles.grid}>
        <div className={styles.details}>
          <section>
            <h2 className={styles.heading}>{contactsTexts.address}</h2>
            <p className={styles.text}>{branch.address}</p>
          </section>
          <section>
            <h2 className={styles.heading}>{contactsTexts.phone}</h2>
            <BranchPhones branch={branch} />
          </section>
          <section>
            <h2 className={styles.heading}>{contactsTexts.email}</h2>
            <a className={styles.otherLink} href={`mailto:${branch.email}`}>
              {branch.email}
            </a>
          </section>
          <section>
            <h2 className={styles.heading}>{contactsTexts.hours}</h2>
            <dl className={styles.hours}>
              {branch.hours.map((row) => (
                <div key={row.days} style={{ display: 'contents' }}>
                  <Text as="dt" weight="medium">
                    {row.days}
                  </Text>
                  <dd className={styles.definition}>{row.time}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section>
            <h2 className={styles.heading}>{contactsTexts.howToFind}</h2>
            <p className={styles.text}>{branch.howToFind}</p>
          </section>
        </div>
        <div>
          <h2 className={styles.heading}>{contactsTexts.map}</h2>
          {map}
        </div>
      </div>

      <section className={styles.service}>
        <h2 className={styles.heading}>{contactsTexts.service}</h2>
        <p className={styles.text}>{contactsTexts.serviceLead}</p>
        <p className={styles.text}>{service.address}</p>
        <BranchPhones branch={service} />
        {service.externalUrl && (
          <a
            className={styles.otherLink}
            href={service.externalUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {contactsTexts.serviceSite}
          </a>
        )}
      </section>

      <nav aria-label={contactsTexts.otherBranches}>
        <h2 className={styles.heading}>{contactsTexts.otherBranches}</h2>
        <Inline as="ul" space={4}>
          {others.map((item) =>
            item.path ? (
              <li key={item.id}>
                <Link to={item.path} className={styles.otherLink}>
                  {item.city}
                </Link>
              </li>
            ) : null,
          )}
        </Inline>
      </nav>
    </Page>
  )
}
