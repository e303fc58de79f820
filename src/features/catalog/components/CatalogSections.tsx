import { Link } from '@tanstack/react-router'
import type { MainMenu } from '../../../api/catalog.ts'
import { PhoneFold } from '../../../components/PhoneFold/PhoneFold.tsx'
import { catalogText } from '../../../content/catalog.ts'
import * as styles from './catalog.css.ts'

interface Entry {
  title: string
  slug: string
}

function Section({ title, entries }: { title: string; entries: readonly Entry[] }) {
  if (entries.length === 0) return null
  return (
    <section>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <ul className={styles.tiles}>
        {entries.map((entry) => (
          <li key={entry.slug}>
            <Link to="/catalog/$a" params={{ a: entry.slug }} className={styles.tile}>
              {entry.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * The ways into the catalogue: by make, by vehicle node, by assembled unit (text tiles). On a
 * phone they fold into one «Разделы каталога» row (the menu has them too), and open they are
 * one sideways-scrolling row each, so the parts still show on the first screen.
 */
export function CatalogSections({ menu }: { menu: MainMenu }) {
  return (
    <PhoneFold className={styles.sectionsFold} summary={catalogText.sections}>
      <div className={styles.sections}>
        <Section title={catalogText.byMark} entries={menu.marks} />
        <Section title={catalogText.byNode} entries={menu.nodes} />
        <Section title={catalogText.byUnit} entries={menu.aggregations} />
      </div>
    </PhoneFold>
  )
}
