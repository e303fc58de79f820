import { Inline } from '@gruzovik/design-system'
import { CopyText } from '../../../components/CopyText/CopyText.tsx'
import * as styles from './part.css.ts'

/** Articles as chips, each with its own copy button. */
export function ArticleList({ articles, label }: { articles: readonly string[]; label: string }) {
  return (
    <Inline as="ul" space={2} aria-label={label}>
      {articles.map((article) => (
        <li key={article} className={styles.articleChip}>
          {article}
          <CopyText text={article} />
        </li>
      ))}
    </Inline>
  )
}
