import { SearchField } from '@gruzovik/design-system'
import { type PartName, partNamesMachine, visiblePartNames } from '@gruzovik/machines'
import { useMachine } from '@xstate/react'
import { useState } from 'react'
import { fromPromise } from 'xstate'
import {
  getNodeNomenclatures,
  getNomenclatures,
  type Node,
  type Nomenclature,
} from '../../../../api/catalog.ts'
import { megaMenuTexts as texts } from '../../../../content/menu.ts'
import * as styles from './MegaMenu.css.ts'
import { PartNameGroups } from './PartNameGroups.tsx'

/** The server caps `s` at 200 characters; longer text is cut, not sent to fail. */
export const partNameQueryMax = 200

export interface NodeViewProps {
  nodes: readonly Node[]
  onNavigate: () => void
  /** A node's part names; `GET /api/nodes/{slug}/nomenclatures` by default. */
  loadPartNames?: (slug: string) => Promise<Nomenclature[]>
  /** The server-side part-name search; `GET /api/nomenclatures?s=` by default. */
  searchPartNames?: (s: string) => Promise<Nomenclature[]>
}

const loadFromServer = (slug: string) => getNodeNomenclatures(slug)
const searchServer = (s: string) => getNomenclatures({ s, per_page: 30 }).then((page) => page.items)

/**
 * The node view (docs/product.md#catalogue-menu) on the part-name machine: pick a node, see its
 * part names by first letter, filter them with the search box (trimmed, any case). Before a node is
 * picked, the same box searches part names on the server 500 ms after the last key. Failures are
 * only logged.
 */
export function NodeView({
  nodes,
  onNavigate,
  loadPartNames = loadFromServer,
  searchPartNames = searchServer,
}: NodeViewProps) {
  const [snapshot, send] = useMachine(
    partNamesMachine.provide({
      actors: {
        loadNodeNames: fromPromise<readonly PartName[], { slug: string }>(({ input }) =>
          loadPartNames(input.slug),
        ),
        searchNames: fromPromise<readonly PartName[], { s: string }>(({ input }) =>
          searchPartNames(input.s),
        ),
      },
      actions: { logError: (_, { error }) => console.error('[menu] Part names failed', error) },
    }),
  )
  // The machine clears its text when the node changes; the field follows it.
  const [chosen, setChosen] = useState<Node | null>(null)
  const { text } = snapshot.context
  const names = visiblePartNames(snapshot.context) as (PartName & { link: string })[]

  const choose = (node: Node | null) => {
    setChosen(node)
    send({ type: 'partNames.selectNode', slug: node?.slug ?? null })
  }

  const results = () => {
    if (snapshot.matches({ nodeChosen: 'loadingNode' }))
      return <p className={styles.note}>{texts.loading}</p>
    if (snapshot.matches('noNode')) {
      if (!text.trim()) return <p className={styles.note}>{texts.chooseNode}</p>
      if (!snapshot.matches({ noNode: 'idle' }))
        return <p className={styles.note}>{texts.loading}</p>
    }
    return names.length ? (
      <PartNameGroups items={names} onNavigate={onNavigate} />
    ) : (
      <p className={styles.note}>{texts.nothingFound}</p>
    )
  }

  return (
    <div className={styles.nodes}>
      <ul className={`${styles.plainList} ${styles.nodeList}`} aria-label={texts.nodes}>
        {nodes.map((node) => (
          <li key={node.uuid}>
            <button
              type="button"
              className={styles.sectionButton}
              aria-pressed={chosen?.uuid === node.uuid}
              onClick={() => choose(chosen?.uuid === node.uuid ? null : node)}
            >
              {node.title}
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.names}>
        <SearchField
          label={chosen ? texts.partNamesOf(chosen.title) : texts.searchLabel}
          placeholder={texts.searchPlaceholder}
          value={text}
          onChange={(value) =>
            send({ type: 'partNames.type', value: value.slice(0, partNameQueryMax) })
          }
          maxLength={partNameQueryMax}
        />
        <div aria-live="polite">{results()}</div>
      </div>
    </div>
  )
}
