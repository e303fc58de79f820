import { formatPrice, Heading, Stack } from '@gruzovik/design-system'
import { payablePrice } from '@gruzovik/rules'
import { Link } from '@tanstack/react-router'
import type { CrossGroupDetails } from '../../../api/parts.ts'
import { bareList } from '../../../components/lists.css.ts'
import { partText } from '../../../content/part.ts'
import { ArticleList } from './ArticleList.tsx'
import { CrossGroupOffer } from './CrossGroupOffer.tsx'
import * as styles from './part.css.ts'

/**
 * The part's cross group: its cross numbers, the other parts of the group with price and stock
 * (each a link to its page), and a link to the group's page with them all.
 */
export function PartAnalogs({ group, partUuid }: { group: CrossGroupDetails; partUuid: string }) {
  const others = group.products.filter((item) => item.uuid !== partUuid)
  if (others.length === 0) return null
  const articles = [...new Set(others.map((item) => item.article))]
  return (
    <section className={styles.section} aria-labelledby="part-analogs">
      <Stack space={3}>
        <Heading level={2} size="xl" id="part-analogs">
          {partText.analogs}
        </Heading>
        <p>{partText.analogLead}</p>
        <ArticleList articles={articles} label={partText.analogArticles} />
        <ul className={bareList} aria-label={partText.analogParts}>
          {others.map((item) => (
            <li key={item.uuid} className={styles.analogRow}>
              <Link to="/parts/$slug" params={{ slug: item.slug }}>
                {item.full_title}
              </Link>
              <span className={styles.analogPrice}>{formatPrice(payablePrice(item.price))}</span>
              <span className={styles.analogMeta}>
                {partText.article} <span className={styles.mono}>{item.article}</span> ·{' '}
                {item.is_not_new ? partText.conditionUsed : partText.conditionNew}
              </span>
              <span className={item.total_stock > 0 ? styles.stock : styles.noStock}>
                {item.total_stock > 0
                  ? partText.analogStock(item.total_stock)
                  : partText.outOfStock}
              </span>
            </li>
          ))}
        </ul>
        <CrossGroupOffer group={group} />
        <p>
          <Link
            to="/crossgroup/$slug"
            params={{ slug: group.slug }}
            aria-label={partText.allAnalogsOf(group.full_title)}
          >
            {partText.allAnalogs}
          </Link>
        </p>
      </Stack>
    </section>
  )
}
