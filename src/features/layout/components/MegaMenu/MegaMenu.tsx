import { Button } from '@gruzovik/design-system'
import { useState } from 'react'
import { visualModels } from '../../../../content/catalog.ts'
import { megaMenuTexts as texts } from '../../../../content/menu.ts'
import { paths } from '../../../../content/navigation.ts'
import type { MainMenuStore } from '../../../../lib/stores/main-menu-store.ts'
import { useMainMenu } from '../../menu-data/use-main-menu.ts'
import { HrefLink } from '../HrefLink/HrefLink.tsx'
import * as styles from './MegaMenu.css.ts'
import { NodeView, type NodeViewProps } from './NodeView.tsx'

type Section = 'marks' | 'nodes' | 'aggregations' | 'visual'

const sections: readonly { id: Section; label: string }[] = [
  { id: 'marks', label: texts.byMark },
  { id: 'nodes', label: texts.byNode },
  { id: 'aggregations', label: texts.aggregations },
  { id: 'visual', label: texts.visualCatalog },
]

/** The visual catalogue's models: static, so they show before the menu data arrives. */
const visualItems = visualModels.map((model) => ({
  key: model.slug,
  title: `${model.title} ${model.year}`,
  href: `/visual_catalog/${model.slug}`,
}))

function Tiles({
  label,
  items,
  onNavigate,
}: {
  label: string
  items: readonly { key: string; title: string; href: string }[]
  onNavigate: () => void
}) {
  if (items.length === 0) return <p className={styles.note}>{texts.nothingFound}</p>
  return (
    <ul className={styles.tiles} aria-label={label}>
      {items.map((item) => (
        <li key={item.key}>
          <HrefLink href={item.href} className={styles.tile} onNavigate={onNavigate}>
            {item.title}
          </HrefLink>
        </li>
      ))}
    </ul>
  )
}

export interface MegaMenuProps extends Pick<NodeViewProps, 'loadPartNames' | 'searchPartNames'> {
  onNavigate: () => void
  /** The main-menu data; the shared store by default. */
  store?: MainMenuStore
}

/**
 * The catalogue mega menu (docs/product.md#catalogue-menu): parts by make, by node, assembled
 * units, and the full catalogue. Loaded as its own chunk when «Каталог» is first approached.
 */
export default function MegaMenu({
  onNavigate,
  store,
  loadPartNames,
  searchPartNames,
}: MegaMenuProps) {
  const [section, setSection] = useState<Section>('marks')
  const menu = useMainMenu({ store })

  const body = () => {
    if (section === 'visual')
      return <Tiles label={texts.visualModels} items={visualItems} onNavigate={onNavigate} />
    if (menu.status === 'error')
      return (
        <div>
          <p className={styles.note}>{texts.failed}</p>
          <Button variant="secondary" size="sm" onPress={menu.retry}>
            {texts.retry}
          </Button>
        </div>
      )
    if (menu.status !== 'success') return <p className={styles.note}>{texts.loading}</p>
    const { marks, nodes, aggregations } = menu.data
    if (section === 'nodes')
      return (
        <NodeView
          nodes={nodes}
          onNavigate={onNavigate}
          loadPartNames={loadPartNames}
          searchPartNames={searchPartNames}
        />
      )
    const items =
      section === 'marks'
        ? [...marks]
            .sort((a, b) => a.sort - b.sort)
            .map((m) => ({ key: m.uuid, title: m.title, href: paths.catalogBy(m.slug) }))
        : aggregations.map((a) => ({
            key: String(a.id),
            title: a.title,
            href: paths.catalogBy(a.slug),
          }))
    const label = section === 'marks' ? texts.byMark : texts.aggregations
    return <Tiles label={label} items={items} onNavigate={onNavigate} />
  }

  return (
    <section className={styles.layout} aria-label={texts.label}>
      <ul className={styles.plainList}>
        {sections.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className={styles.sectionButton}
              aria-pressed={section === item.id}
              onClick={() => setSection(item.id)}
            >
              {item.label}
            </button>
          </li>
        ))}
        <li>
          <HrefLink href={paths.catalog} className={styles.sectionButton} onNavigate={onNavigate}>
            {texts.fullCatalog}
          </HrefLink>
        </li>
      </ul>
      <div className={styles.content}>{body()}</div>
    </section>
  )
}
