import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'

/**
 * `normalizeArticle` (modules/parts/article.ts) as SQL: the database's `article_key` (migration
 * 0026), the expression of the index on used numbers, so a statement matching many typed
 * articles against them reads that index. article-key-sql.test.ts checks it against the rule.
 */
export function articleKeySql(text: SQLWrapper): SQL<string> {
  return sql<string>`article_key(${text})`
}
