import { formatPrice, IconButton } from '@gruzovik/design-system'
import type { ReactNode } from 'react'
import type { SuggestResponse } from '../../../api/search.ts'
import { searchText } from '../../../content/search.ts'
import { SuggestLink } from './SuggestLink.tsx'
import * as styles from './search.css.ts'

export interface SuggestionListProps {
  results: SuggestResponse
  /** A history or popular query: search for it. */
  onQuery: (query: string) => void
  onDeleteHistory: (uuid: string) => void
  /** Any followed link closes the overlay. */
  onFollow: () => void
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {children}
    </section>
  )
}

/** Spec 2.3 suggestions: history (two columns, removable), popular, part names, cross groups, parts. */
export function SuggestionList({
  results,
  onQuery,
  onDeleteHistory,
  onFollow,
}: SuggestionListProps) {
  const { history, popular, nomenclature_names: names, cross_groups: groups, products } = results
  const empty =
    history.length + popular.length + names.length + groups.length + products.length === 0
  return (
    <div className={styles.sections}>
      {empty && <p className={styles.meta}>{searchText.nothingFound}</p>}
      {history.length > 0 && (
        <Section title={searchText.history}>
          <ul className={styles.historyGrid}>
            {history.map((item) => (
              <li key={item.uuid} className={styles.historyItem}>
                <button
                  type="button"
                  className={styles.itemLink}
                  onClick={() => onQuery(item.query)}
                >
                  <span className={styles.ellipsis}>{item.query}</span>
                </button>
                <IconButton
                  aria-label={searchText.removeHistory(item.query)}
                  onPress={() => onDeleteHistory(item.uuid)}
                >
                  ✕
                </IconButton>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {popular.length > 0 && (
        <Section title={searchText.popular}>
          <ul className={styles.list}>
            {popular.map((item) => (
              <li key={item.title}>
                <button
                  type="button"
                  className={styles.itemLink}
                  onClick={() => onQuery(item.title)}
                >
                  {item.title}
                </button>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {names.length > 0 && (
        <Section title={searchText.names}>
          <ul className={styles.list}>
            {names.map((name) => (
              <li key={name.slug}>
                <SuggestLink href={name.link} onFollow={onFollow}>
                  {name.title}
                </SuggestLink>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {groups.length > 0 && (
        <Section title={searchText.crossGroups}>
          <ul className={styles.list}>
            {groups.map((group) => (
              <li key={group.slug}>
                <SuggestLink href={group.link} onFollow={onFollow}>
                  <Thumb src={group.images[0]?.sizes.thumbnail} />
                  <span className={styles.itemText}>
                    <span className={styles.ellipsis}>{group.full_title}</span>
                    <span className={styles.meta}>{group.articles.join(', ')}</span>
                  </span>
                  {group.total_stock > 0 ? (
                    <span className={styles.price}>
                      {searchText.from(formatPrice(group.min_price, { decimals: 'auto' }))}
                    </span>
                  ) : (
                    <span className={styles.noStock}>{searchText.outOfStock}</span>
                  )}
                </SuggestLink>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {products.length > 0 && (
        <Section title={searchText.products}>
          <ul className={styles.list}>
            {products.map((part) => (
              <li key={part.uuid}>
                <SuggestLink href={part.link} onFollow={onFollow}>
                  <Thumb src={part.image?.sizes.thumbnail ?? part.images[0]?.sizes.thumbnail} />
                  <span className={styles.itemText}>
                    <span className={styles.ellipsis}>{part.full_title}</span>
                    <span className={styles.meta}>
                      {searchText.article} {part.article}
                    </span>
                  </span>
                  {part.total_stock > 0 ? (
                    <span className={styles.price}>
                      {formatPrice(part.price.price, { decimals: 'auto' })}
                    </span>
                  ) : (
                    <span className={styles.noStock}>{searchText.outOfStock}</span>
                  )}
                </SuggestLink>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </div>
  )
}

function Thumb({ src }: { src: string | undefined }) {
  return src ? (
    <img className={styles.thumb} src={src} alt="" loading="lazy" width={48} height={36} />
  ) : (
    <span className={styles.thumb} aria-hidden="true" />
  )
}
