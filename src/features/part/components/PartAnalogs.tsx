import { Stack } from '@gruzovik/design-system'
import { Link } from '@tanstack/react-router'
import type { CrossGroupDetails } from '../../../api/parts.ts'
import { partText } from '../../../content/part.ts'
import { ArticleList } from './ArticleList.tsx'
import { CrossGroupOffer } from './CrossGroupOffer.tsx'
import * as styles from './part.css.ts'

/** The part's cross group: the other articles that fit, the best price and a link to them all. */
export function PartAnalogs({ group, article }: { group: CrossGroupDetails; article: string }) {
  const others = group.articles.filter((item) => item !== article)
  if (others.length === 0) return null
  return (
    <Stack as="section" space={3} className={styles.section} aria-labelledby="part-analogs">
      <h2 id="part-analogs" className={styles.sectionTitle}>
        {partText.analogs}
      </h2>
      <ArticleList articles={others} label={partText.analogArticles} />
      <CrossGroupOffer group={group} />
      <p>
        <Link to="/crossgroup/$slug" params={{ slug: group.slug }}>
          {partText.allAnalogs}
        </Link>
      </p>
    </Stack>
  )
}
