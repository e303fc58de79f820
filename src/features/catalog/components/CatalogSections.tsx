import { Inline } from '@gruzovik/design-system'
import { Link } from '@tanstack/react-router'
import type { MainMenu } from '../../../api/catalog.ts'
import { bareList } from '../../../components/lists.css.ts'
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
      <Inline as="ul" space={2} className={bareList}>
        {entries.map((entry) => (
          <li key={entry.slug}>
            <Link to="/catalog/$a" params={{ a: entry.slug }} className={styles.tile}>
              {entry.title}
            </Link>
          </li>
        ))}
      </Inline>
    </section>
  )
}

/** The ways into the catalogue: by make, by vehicle node, by assembled unit (text tiles). */
export function CatalogSections({ menu }: { menu: MainMenu }) {
  return (
    <div className={styles.sections}>
      <Section title={catalogText.byMark} entries={menu.marks} />
      <Section title={catalogText.byNode} entries={menu.nodes} />
      <Section title={catalogText.byUnit} entries={menu.aggregations} />
    </div>
  )
}
