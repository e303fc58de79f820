import { formatPrice, IconButton, Stack } from '@gruzovik/design-system'
import { payablePrice } from '@gruzovik/rules'
import type { ReactNode } from 'react'
import type { SuggestResponse } from '../../../api/search.ts'
import { partThumbnail } from '../../../components/PartPicture/part-picture.ts'
import { searchText } from '../../../content/search.ts'
import { truckMarkText } from '../../../content/truck-picker.ts'
import { chosenTruckName } from '../../../lib/chosen-truck/chosen-truck.ts'
import { useChosenTruck } from '../../../lib/chosen-truck/chosen-truck-store.ts'
import { SuggestLink } from './SuggestLink.tsx'
import * as styles from './search.css.ts'

export interface SuggestionListProps {
  results: SuggestResponse
  /** What the shopper typed: with text, no matching part, group or name is «nothing found». */
  query?: string
  /** A history or popular query: search for it. */
  onQuery: (query: string) => void
  onDeleteHistory: (uuid: string) => void
  /** Any followed link closes the overlay. */
  onFollow: () => void
}

interface SectionProps<T> {
  title: string
  items: readonly T[]
  itemKey: (item: T) => string
  listClassName?: string
  itemClassName?: string
  children: (item: T) => ReactNode
}

/** One titled block of suggestions; a block with nothing to show is left out. */
function Section<T>({
  title,
  items,
  itemKey,
  listClassName = styles.list,
  itemClassName,
  children,
}: SectionProps<T>) {
  if (items.length === 0) return null
  return (
    <section>
      <h3 className={styles.sectionTitle}>{title}</h3>
      <ul className={listClassName}>
        {items.map((item) => (
          <li key={itemKey(item)} className={itemClassName}>
            {children(item)}
          </li>
        ))}
      </ul>
    </section>
  )
}

interface PartLinkProps {
  href: string
  onFollow: () => void
  thumbnail: string | undefined
  title: string
  meta: ReactNode
  /** The formatted price; none means out of stock. */
  price: string | null
}

/** A cross group or a part: picture, title, articles, price or "out of stock". */
function PartLink({ href, onFollow, thumbnail, title, meta, price }: PartLinkProps) {
  return (
    <SuggestLink href={href} onFollow={onFollow}>
      <Thumb src={thumbnail} />
      <span className={styles.itemText}>
        <span className={styles.ellipsis}>{title}</span>
        <span className={styles.meta}>{meta}</span>
      </span>
      {price === null ? (
        <span className={styles.noStock}>{searchText.outOfStock}</span>
      ) : (
        <span className={styles.price}>{price}</span>
      )}
    </SuggestLink>
  )
}

/** Suggestions (docs/product.md#search): history (two columns, removable), popular, part names,
 * cross groups, parts. */
export function SuggestionList({
  results,
  query = '',
  onQuery,
  onDeleteHistory,
  onFollow,
}: SuggestionListProps) {
  const { history, popular, nomenclature_names: names, cross_groups: groups, products } = results
  const truck = useChosenTruck()
  const matches = names.length + groups.length + products.length
  const empty = query.trim() ? matches === 0 : history.length + popular.length + matches === 0
  return (
    <Stack space={4}>
      {empty && <p className={styles.meta}>{searchText.nothingFound}</p>}
      <Section
        title={searchText.history}
        items={history}
        itemKey={(item) => item.uuid}
        listClassName={styles.historyGrid}
        itemClassName={styles.historyItem}
      >
        {(item) => (
          <>
            <button type="button" className={styles.itemLink} onClick={() => onQuery(item.query)}>
              <span className={styles.ellipsis}>{item.query}</span>
            </button>
            <IconButton
              aria-label={searchText.removeHistory(item.query)}
              onPress={() => onDeleteHistory(item.uuid)}
            >
              ✕
            </IconButton>
          </>
        )}
      </Section>
      <Section title={searchText.popular} items={popular} itemKey={(item) => item.title}>
        {(item) => (
          <button type="button" className={styles.itemLink} onClick={() => onQuery(item.title)}>
            {item.title}
          </button>
        )}
      </Section>
      <Section title={searchText.names} items={names} itemKey={(name) => name.slug}>
        {(name) => (
          <SuggestLink href={name.link} onFollow={onFollow}>
            {name.title}
          </SuggestLink>
        )}
      </Section>
      <Section title={searchText.crossGroups} items={groups} itemKey={(group) => group.slug}>
        {(group) => (
          <PartLink
            href={group.link}
            onFollow={onFollow}
            thumbnail={partThumbnail(group)?.thumbnail}
            title={group.full_title}
            meta={group.articles.join(', ')}
            price={
              group.total_stock > 0
                ? searchText.from(formatPrice(group.min_price, { decimals: 'auto' }))
                : null
            }
          />
        )}
      </Section>
      <Section title={searchText.products} items={products} itemKey={(part) => part.uuid}>
        {(part) => (
          <PartLink
            href={part.link}
            onFollow={onFollow}
            thumbnail={partThumbnail(part)?.thumbnail}
            title={part.full_title}
            meta={
              <>
                {searchText.article} {part.article}
                {truck && part.fits_truck && ` · ${truckMarkText.fits(chosenTruckName(truck))}`}
              </>
            }
            price={
              part.total_stock > 0
                ? formatPrice(payablePrice(part.price), { decimals: 'auto' })
                : null
            }
          />
        )}
      </Section>
    </Stack>
  )
}

function Thumb({ src }: { src: string | undefined }) {
  return src ? (
    <img className={styles.thumb} src={src} alt="" loading="lazy" width={48} height={36} />
  ) : (
    <span className={styles.thumb} aria-hidden="true" />
  )
}
