import { Heading, plural, Stack } from '@gruzovik/design-system'
import { Link } from '@tanstack/react-router'
import type { CrossGroupDetails } from '../../../api/parts.ts'
import { LoadFailedPage, NotFoundPage } from '../../../components/DataState/LoadFailedPage.tsx'
import { Page } from '../../../components/Page.tsx'
import { PageCrumbs } from '../../../components/PageCrumbs/PageCrumbs.tsx'
import { PartsSection } from '../../../components/PartCard/PartsSection.tsx'
import { catalogText } from '../../../content/catalog.ts'
import { crossGroupText, partText } from '../../../content/part.ts'
import type { PageResult } from '../../../lib/load-result.ts'
import { ArticleList } from './ArticleList.tsx'
import { CrossGroupOffer } from './CrossGroupOffer.tsx'
import * as styles from './part.css.ts'

const notFound = {
  title: crossGroupText.notFoundTitle,
  description: crossGroupText.notFoundText,
  action: <Link to="/catalog">{partText.toCatalog}</Link>,
}

/** The route's not-found component: what this page shows when its subject does not exist. */
export function CrossGroupNotFound() {
  return <NotFoundPage titleKey="crossgroup" notFound={notFound} />
}

/** /crossgroup/{slug}: interchangeable articles, the lowest price and the parts themselves. */
export function CrossGroupPage({ result }: { result: PageResult<CrossGroupDetails> }) {
  if (result.status === 'error') {
    return <LoadFailedPage result={result} titleKey="crossgroup" />
  }
  const group = result.data
  const count = group.products.length
  return (
    <Page titleKey="crossgroup" title={group.full_title}>
      <PageCrumbs items={[...group.breadcrumbs, { title: group.full_title, link: group.link }]} />
      <Stack space={4}>
        <p>{crossGroupText.lead}</p>
        <CrossGroupOffer group={group} />
        <Stack as="section" space={4} aria-labelledby="group-articles">
          <Heading level={2} size="xl" id="group-articles">
            {crossGroupText.articles}
          </Heading>
          <ArticleList articles={group.articles} label={crossGroupText.articles} />
        </Stack>
      </Stack>
      <div className={styles.section}>
        <PartsSection
          id="group-parts"
          title={crossGroupText.parts}
          note={
            <span className={styles.term}>
              {crossGroupText.partsCount(count, plural(count, catalogText.partsForms))}
            </span>
          }
          parts={group.products}
          empty={{
            title: catalogText.emptyTitle,
            description: crossGroupText.emptyParts,
            action: <Link to="/catalog">{partText.toCatalog}</Link>,
          }}
        />
      </div>
    </Page>
  )
}
