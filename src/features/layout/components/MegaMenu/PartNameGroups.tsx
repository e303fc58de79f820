import { groupByFirstLetter } from '@gruzovik/machines'
import { useId } from 'react'
import { HrefLink } from '../HrefLink/HrefLink.tsx'
import * as styles from './MegaMenu.css.ts'

/** Part names under their first letters, each a link to its catalogue page. */
export function PartNameGroups({
  items,
  onNavigate,
}: {
  items: readonly { title: string; slug: string; link: string }[]
  onNavigate: () => void
}) {
  const idPrefix = useId()
  return (
    <div className={styles.letterGroups}>
      {groupByFirstLetter(items).map((group) => (
        <section
          key={group.letter}
          className={styles.letterGroup}
          aria-labelledby={`${idPrefix}-${group.letter}`}
        >
          <h3 id={`${idPrefix}-${group.letter}`} className={styles.letter}>
            {group.letter}
          </h3>
          <ul className={styles.plainList}>
            {group.names.map((item) => (
              <li key={item.slug}>
                <HrefLink href={item.link} className={styles.nameLink} onNavigate={onNavigate}>
                  {item.title}
                </HrefLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
