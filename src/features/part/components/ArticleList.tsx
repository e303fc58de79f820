import { CopyText } from '../../../components/CopyText/CopyText.tsx'
import * as styles from './part.css.ts'

/** Articles as chips, each with its own copy button. */
export function ArticleList({ articles, label }: { articles: readonly string[]; label: string }) {
  return (
    <ul className={styles.articleList} aria-label={label}>
      {articles.map((article) => (
        <li key={article} className={styles.articleChip}>
          {article}
          <CopyText text={article} />
        </li>
      ))}
    </ul>
  )
}
