import { EmptyState } from '@gruzovik/design-system'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { MainMenu } from '../../../api/catalog.ts'
import type { LoadResult } from '../../../components/DataState/load-result.ts'
import { homeText } from '../../../content/home.ts'
import * as styles from './home.css.ts'
import { NodeIcon, nodeIconName } from './node-icons.tsx'
import { SectionError } from './SectionError.tsx'

const text = homeText.catalogue

/** One catalogue entry point: /catalog/{slug} narrows the catalogue by a make, node or unit. */
function CatalogLink({
  slug,
  className,
  children,
}: {
  slug: string
  className: string
  children: ReactNode
}) {
  return (
    <Link to="/catalog/$a" params={{ a: slug }} className={className}>
      {children}
    </Link>
  )
}

function Heading({ id, title, withMore }: { id: string; title: string; withMore?: boolean }) {
  return (
    <div className={styles.sectionHead}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {withMore ? (
        <Link to="/catalog" className={styles.moreLink}>
          {text.toCatalog}
        </Link>
      ) : null}
    </div>
  )
}

/** Makes as text tiles (no trademark logos), nodes with icons and assembled units. */
export function CatalogueSections({ result }: { result: LoadResult<MainMenu> }) {
  if (result.status !== 'ok') {
    return (
      <section className={styles.section} aria-labelledby="home-marks">
        <Heading id="home-marks" title={text.marksTitle} withMore />
        <SectionError message={text.failed} offline={result.status === 'error' && result.offline} />
      </section>
    )
  }
  const { marks, nodes, aggregations } = result.data
  if (marks.length + nodes.length + aggregations.length === 0) {
    return (
      <section className={styles.section} aria-labelledby="home-marks">
        <Heading id="home-marks" title={text.marksTitle} />
        <EmptyState
          description={text.empty}
          action={<Link to="/kont_spb_shush">{text.emptyAction}</Link>}
        />
      </section>
    )
  }
  const sortedMarks = [...marks].sort((a, b) => a.sort - b.sort)
  return (
    <>
      {sortedMarks.length > 0 ? (
        <section className={styles.section} aria-labelledby="home-marks">
          <Heading id="home-marks" title={text.marksTitle} withMore />
          <ul className={styles.tiles} aria-labelledby="home-marks">
            {sortedMarks.map((mark) => (
              <li key={mark.uuid}>
                <CatalogLink slug={mark.slug} className={styles.markTile}>
                  {mark.title}
                </CatalogLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {nodes.length > 0 ? (
        <section className={styles.section} aria-labelledby="home-nodes">
          <Heading id="home-nodes" title={text.nodesTitle} />
          <ul className={styles.nodeTiles} aria-labelledby="home-nodes">
            {nodes.map((node) => (
              <li key={node.uuid}>
                <CatalogLink slug={node.slug} className={styles.tile}>
                  <NodeIcon name={nodeIconName(node.title)} className={styles.nodeIcon} />
                  <span>{node.title}</span>
                </CatalogLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {aggregations.length > 0 ? (
        <section className={styles.section} aria-labelledby="home-aggregations">
          <Heading id="home-aggregations" title={text.aggregationsTitle} />
          <ul className={styles.tiles} aria-labelledby="home-aggregations">
            {aggregations.map((unit) => (
              <li key={unit.id}>
                <CatalogLink slug={unit.slug} className={styles.tile}>
                  {unit.title}
                </CatalogLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}
