import { Inline, Price } from '@gruzovik/design-system'
import { shownPrice } from '@gruzovik/rules'
import { Link } from '@tanstack/react-router'
import type { Part } from '../../api/parts.ts'
import { partCardText } from '../../content/catalog.ts'
import { partThumbnail } from '../PartPicture/part-picture.ts'
import { AddToCartButton } from './AddToCartButton.tsx'
import { FitsMark } from './FitsMark.tsx'
import { NoBreakNumbers } from './NoBreakNumbers.tsx'
import * as styles from './PartCard.css.ts'

export interface PartCardProps {
  part: Part
  /** Heading level inside the page: h3 under a section h2 by default. */
  headingLevel?: 2 | 3
}

/** A dense catalogue card: article, used number, stock and price are readable without a click. */
export function PartCard({ part, headingLevel = 3 }: PartCardProps) {
  const Heading = `h${headingLevel}` as const
  const picture = partThumbnail(part)
  const inStock = part.total_stock > 0
  const shown = shownPrice(part.price)
  return (
    <article className={styles.card}>
      <Link
        to="/parts/$slug"
        params={{ slug: part.slug }}
        className={styles.imageBox}
        tabIndex={-1}
        aria-hidden="true"
      >
        {/* Decorative (alt=""): the part's name is the heading beside it. */}
        {picture ? (
          <img
            className={picture.photo ? styles.image : styles.drawing}
            src={picture.thumbnail}
            alt=""
            loading="lazy"
            decoding="async"
            width={240}
            height={180}
          />
        ) : (
          <span className={styles.noImage}>{partCardText.noImage}</span>
        )}
        {part.is_not_new && <span className={styles.usedTag}>{partCardText.used}</span>}
      </Link>
      <Heading className={styles.title} title={part.full_title}>
        <Link to="/parts/$slug" params={{ slug: part.slug }} className={styles.titleLink}>
          <NoBreakNumbers text={part.full_title} numbers={[part.article, part.extension_number]} />
        </Link>
      </Heading>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>{partCardText.article}</dt>
          <dd className={styles.value}>{part.article}</dd>
        </div>
        {part.extension_number && (
          <div className={styles.fact}>
            <dt className={styles.term}>{partCardText.usedNumber}</dt>
            <dd className={styles.value}>{part.extension_number}</dd>
          </div>
        )}
      </dl>
      <FitsMark fits={part.fits_truck} className={styles.stock} />
      <p className={inStock ? styles.stock : styles.noStock}>
        {inStock ? partCardText.inStock(part.total_stock) : partCardText.outOfStock}
      </p>
      <Inline space={2} align="space-between" alignY="center">
        <Price
          price={shown.price}
          oldPrice={shown.oldPrice}
          labels={{ current: partCardText.priceCurrent, old: partCardText.priceOld }}
        />
        {inStock && (
          <AddToCartButton productUuid={part.uuid} title={part.full_title} stock={part} />
        )}
      </Inline>
    </article>
  )
}
