import type { ReactNode } from 'react'
import { Page } from '../../../../components/Page.tsx'
import type { ContentPageData } from '../../../../content/pages/types.ts'
import { contentTexts } from '../../../../content/pages/ui.ts'
import type { PageKey } from '../../../../content/pages.ts'
import { ContentBlockView, ContentLinkItem } from './ContentBlock.tsx'
import * as styles from './ContentPage.css.ts'

export interface ContentPageProps {
  titleKey: PageKey
  page: ContentPageData
  /** Extra pieces from the route, such as a phone call to action, shown after the sections. */
  children?: ReactNode
}

/** Renders any static page of `src/content/pages/`: lead, sections, related links. */
export function ContentPage({ titleKey, page, children }: ContentPageProps) {
  return (
    <Page titleKey={titleKey} title={page.title}>
      <div className={styles.body}>
        <p className={styles.lead}>{page.lead}</p>
        {page.updated && <p className={styles.updated}>{contentTexts.updated(page.updated)}</p>}
        {page.sections.map((section) => (
          <section key={section.heading} className={styles.section}>
            <h2 className={styles.heading}>{section.heading}</h2>
            {section.blocks.map((block, index) => (
              // Blocks are static content in a fixed order.
              // biome-ignore lint/suspicious/noArrayIndexKey: static blocks
              <ContentBlockView key={index} block={block} />
            ))}
          </section>
        ))}
        {children}
        {page.related && page.related.length > 0 && (
          <nav aria-label={contentTexts.related} className={styles.section}>
            <h2 className={styles.heading}>{contentTexts.related}</h2>
            <ul className={styles.links}>
              {page.related.map((link) => (
                <li key={link.href}>
                  <ContentLinkItem link={link} />
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </Page>
  )
}
