import { Link } from '@tanstack/react-router'
import type { MainMenu } from '../../../api/catalog.ts'
import { catalogueText } from '../../../content/catalogue.ts'
import * as styles from './catalogue.css.ts'

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

/** The ways into the catalogue: by make, by vehicle node, by assembled unit (text tiles). */
export function CatalogueSections({ menu }: { menu: MainMenu }) {
  return (
    <div className={styles.sections}>
      <Section title={catalogueText.byMark} entries={menu.marks} />
      <Section title={catalogueText.byNode} entries={menu.nodes} />
      <Section title={catalogueText.byUnit} entries={menu.aggregations} />
    </div>
  )
}
