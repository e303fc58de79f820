import { formatPrice, Heading, Stack } from '@gruzovik/design-system'
import { payablePrice } from '@gruzovik/rules'
import { Link, useRouter } from '@tanstack/react-router'
import { Fragment, useEffect } from 'react'
import type { CrossGroupDetails, PartDetails } from '../../../api/parts.ts'
import { CopyText } from '../../../components/CopyText/CopyText.tsx'
import { LoadFailedPage, NotFoundPage } from '../../../components/DataState/LoadFailedPage.tsx'
import { Page } from '../../../components/Page.tsx'
import { PageCrumbs } from '../../../components/PageCrumbs/PageCrumbs.tsx'
import { NoBreakNumbers } from '../../../components/PartCard/NoBreakNumbers.tsx'
import { partText } from '../../../content/part.ts'
import { pushEcommerce } from '../../../lib/analytics/ecommerce.ts'
import type { PageHead } from '../../../lib/head/document-head.ts'
import { breadcrumbList, productData } from '../../../lib/head/structured-data.ts'
import type { PageResult } from '../../../lib/load-result.ts'
import { galleryImages } from '../part-view.ts'
import { BranchStock } from './BranchStock.tsx'
import { BuyBox } from './BuyBox.tsx'
import { PartAnalogs } from './PartAnalogs.tsx'
import { PartDonor } from './PartDonor.tsx'
import { PartFits } from './PartFits.tsx'
import { PartFollow } from './PartFollow.tsx'
import { PartGallery } from './PartGallery.tsx'
import * as styles from './part.css.ts'

export interface PartPageProps {
  result: PageResult<PartDetails>
  crossGroup?: CrossGroupDetails | null
}

/** Description and structured data (Product with its Offer, breadcrumbs) for search engines. */
function partHead(part: PartDetails, origin: string): Omit<PageHead, 'title'> {
  const stock = part.total_stock > 0 ? partText.inStock(part.total_stock) : partText.outOfStock
  return {
    description: partText.metaDescription(
      part.title,
      part.article,
      formatPrice(payablePrice(part.price)),
      stock,
    ),
    jsonLd: [
      productData(
        {
          title: part.full_title,
          link: part.link,
          article: part.article,
          description: part.description,
          image: part.image?.sizes?.thumbnail,
          brand: part.mark?.title,
          price: payablePrice(part.price),
          inStock: part.total_stock > 0,
          used: part.is_not_new,
        },
        origin,
      ),
      breadcrumbList([...part.breadcrumbs, { title: part.full_title, link: part.link }], origin),
    ],
  }
}

const notFound = {
  title: partText.notFoundTitle,
  description: partText.notFoundText,
  action: <Link to="/catalog">{partText.toCatalog}</Link>,
}

/** The route's not-found component: what this page shows when its subject does not exist. */
export function PartNotFound() {
  return <NotFoundPage titleKey="part" notFound={notFound} />
}

/** /parts/{slug}: photos, article (copyable), used number, price, warranty, buying, stock per
 * branch, the donor truck of a used part, the trucks it fits, analogs. */
export function PartPage({ result, crossGroup }: PartPageProps) {
  // Absolute addresses in structured data: the server's public origin, or the browser's.
  const origin = useRouter({ warn: false })?.origin ?? window.location.origin
  const viewed = result.status === 'ok' ? result.data : null
  // Metrika e-commerce: the part was viewed (in the browser only; effects never run on the server).
  useEffect(() => {
    if (viewed) {
      pushEcommerce('detail', [
        { id: viewed.uuid, name: viewed.full_title, price: payablePrice(viewed.price) },
      ])
    }
  }, [viewed])
  if (result.status === 'error') {
    return <LoadFailedPage result={result} titleKey="part" />
  }
  const part = result.data
  const crumbs = [...part.breadcrumbs, { title: part.full_title, link: part.link }]
  return (
    <Page
      titleKey="part"
      title={part.full_title}
      heading={
        <NoBreakNumbers text={part.full_title} numbers={[part.article, part.extension_number]} />
      }
      head={partHead(part, origin)}
    >
      <PageCrumbs items={crumbs} />
      <div className={styles.top}>
        <PartGallery images={galleryImages(part)} title={part.full_title} />
        <Stack space={4}>
          <dl className={styles.facts}>
            <dt className={styles.term}>{partText.article}</dt>
            <dd className={styles.value}>
              <span className={styles.mono}>{part.article}</span>
              <CopyText text={part.article} />
            </dd>
            {part.extension_number && (
              <>
                <dt className={styles.term}>{partText.usedNumber}</dt>
                <dd className={styles.value}>
                  <span className={styles.mono}>{part.extension_number}</span>
                </dd>
              </>
            )}
            <dt className={styles.term}>{partText.condition}</dt>
            <dd className={styles.value}>
              {part.is_not_new ? partText.conditionUsed : partText.conditionNew}
            </dd>
            {part.mark && (
              <>
                <dt className={styles.term}>{partText.mark}</dt>
                <dd className={styles.value}>
                  <Link to="/catalog/$a" params={{ a: part.mark.slug }}>
                    {part.mark.title}
                  </Link>
                </dd>
              </>
            )}
            {part.node && (
              <>
                <dt className={styles.term}>{partText.node}</dt>
                <dd className={styles.value}>
                  <Link to="/catalog/$a" params={{ a: part.node.slug }}>
                    {part.node.title}
                  </Link>
                </dd>
              </>
            )}
          </dl>
          <BuyBox part={part} />
          <BranchStock part={part} />
          <PartFollow
            key={`${part.uuid}:${part.is_favourite}:${part.is_inform_receipt}`}
            productUuid={part.uuid}
            slug={part.slug}
            inStock={part.total_stock > 0}
            isFavourite={part.is_favourite}
            isSubscribed={part.is_inform_receipt}
          />
        </Stack>
      </div>
      <PartDonor donor={part.donor} />
      <PartFits fits={part.fits} />
      {crossGroup && <PartAnalogs group={crossGroup} partUuid={part.uuid} />}
      {(part.description || part.characteristics.length > 0) && (
        <section className={styles.section} aria-labelledby="part-about">
          <Stack space={3}>
            <Heading level={2} size="xl" id="part-about">
              {partText.description}
            </Heading>
            {part.description && <p>{part.description}</p>}
            {part.characteristics.length > 0 && (
              <dl className={styles.facts} aria-label={partText.characteristics}>
                {part.characteristics.map((item) => (
                  <Fragment key={item.name}>
                    <dt className={styles.term}>{item.name}</dt>
                    <dd className={styles.value}>{item.value}</dd>
                  </Fragment>
                ))}
              </dl>
            )}
          </Stack>
        </section>
      )}
    </Page>
  )
}
