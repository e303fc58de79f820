import { EmptyState, plural } from '@gruzovik/design-system'
import { Link } from '@tanstack/react-router'
import type { CrossGroupDetails } from '../../../api/parts.ts'
import { LoadError } from '../../../components/DataState/LoadError.tsx'
import type { LoadResult } from '../../../components/DataState/load-result.ts'
import { Page } from '../../../components/Page.tsx'
import { PageCrumbs } from '../../../components/PageCrumbs/PageCrumbs.tsx'
import { PartGrid } from '../../../components/PartCard/PartGrid.tsx'
import { catalogueText } from '../../../content/catalogue.ts'
import { crossGroupText, partText } from '../../../content/part.ts'
import { ArticleList } from './ArticleList.tsx'
import { CrossGroupOffer } from './CrossGroupOffer.tsx'
import * as styles from './part.css.ts'

/** /crossgroup/{slug}: interchangeable articles, the lowest price and the parts themselves. */
export function CrossGroupPage({ result }: { result: LoadResult<CrossGroupDetails> }) {
  if (result.status === 'not-found') {
    return (
      <Page titleKey="crossgroup" title={crossGroupText.notFoundTitle}>
        <EmptyState
          title={crossGroupText.notFoundTitle}
          description={crossGroupText.notFoundText}
          action={<Link to="/catalog">{partText.toCatalog}</Link>}
        />
      </Page>
    )
  }
  if (result.status === 'error') {
    return (
      <Page titleKey="crossgroup">
        <LoadError offline={result.offline} />
      </Page>
    )
  }
  const group = result.data
  const count = group.products.length
  return (
    <Page titleKey="crossgroup" title={group.full_title}>
      <PageCrumbs items={[...group.breadcrumbs, { title: group.full_title, link: group.link }]} />
      <div className={styles.info}>
        <p>{crossGroupText.lead}</p>
        <CrossGroupOffer group={group} />
        <section className={styles.info} aria-labelledby="group-articles">
          <h2 id="group-articles" className={styles.sectionTitle}>
            {crossGroupText.articles}
          </h2>
          <ArticleList articles={group.articles} label={crossGroupText.articles} />
        </section>
      </div>
      <section className={styles.section} aria-labelledby="group-parts">
        <h2 id="group-parts" className={styles.sectionTitle}>
          {crossGroupText.parts}{' '}
          <span className={styles.term}>
            {crossGroupText.partsCount(count, plural(count, catalogueText.partsForms))}
          </span>
        </h2>
        {count > 0 ? (
          <PartGrid parts={group.products} label={crossGroupText.parts} />
        ) : (
          <EmptyState
            title={catalogueText.emptyTitle}
            description={crossGroupText.emptyParts}
            action={<Link to="/catalog">{partText.toCatalog}</Link>}
            headingLevel={3}
          />
        )}
      </section>
    </Page>
  )
}
