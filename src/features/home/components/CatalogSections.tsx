import { EmptyState, Heading, Inline, Stack } from '@gruzovik/design-system'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { MainMenu } from '../../../api/catalog.ts'
import { homeText } from '../../../content/home.ts'
import type { LoadResult } from '../../../lib/load-result.ts'
import * as styles from './home.css.ts'
import { NodeIcon, nodeIconName } from './node-icons.tsx'
import { SectionError } from './SectionError.tsx'

const text = homeText.catalog

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

function SectionHeading({
  id,
  title,
  withMore,
}: {
  id: string
  title: string
  withMore?: boolean
}) {
  return (
    <Inline space={2} align="space-between" alignY="baseline">
      <Heading level={2} size="xl" lineHeight="tight" id={id}>
        {title}
      </Heading>
      {withMore ? (
        <Link to="/catalog" className={styles.moreLink}>
          {text.toCatalog}
        </Link>
      ) : null}
    </Inline>
  )
}

/** Makes as text tiles (no trademark logos), nodes with icons and assembled units. */
export function CatalogSections({ result }: { result: LoadResult<MainMenu> }) {
  if (result.status !== 'ok') {
    return (
      <Stack as="section" space={4} aria-labelledby="home-marks">
        <SectionHeading id="home-marks" title={text.marksTitle} withMore />
        <SectionError message={text.failed} offline={result.status === 'error' && result.offline} />
      </Stack>
    )
  }
  const { marks, nodes, aggregations } = result.data
  if (marks.length + nodes.length + aggregations.length === 0) {
    return (
      <Stack as="section" space={4} aria-labelledby="home-marks">
        <SectionHeading id="home-marks" title={text.marksTitle} />
        <EmptyState
          description={text.empty}
          action={<Link to="/kont_spb_shush">{text.emptyAction}</Link>}
        />
      </Stack>
    )
  }
  const sortedMarks = [...marks].sort((a, b) => a.sort - b.sort)
  const sections: TileSectionProps[] = [
    {
      id: 'home-marks',
      title: text.marksTitle,
      withMore: true,
      tileClass: styles.markTile,
      entries: sortedMarks.map((mark) => ({ key: mark.uuid, slug: mark.slug, label: mark.title })),
    },
    {
      id: 'home-nodes',
      title: text.nodesTitle,
      listClass: styles.nodeTiles,
      entries: nodes.map((node) => ({
        key: node.uuid,
        slug: node.slug,
        label: (
          <>
            <NodeIcon name={nodeIconName(node.title)} className={styles.nodeIcon} />
            <span className={styles.tileLabel}>{node.title}</span>
          </>
        ),
      })),
    },
    {
      id: 'home-aggregations',
      title: text.aggregationsTitle,
      entries: aggregations.map((unit) => ({ key: unit.id, slug: unit.slug, label: unit.title })),
    },
  ]
  return (
    <>
      {sections.map((section) =>
        section.entries.length > 0 ? <TileSection key={section.id} {...section} /> : null,
      )}
    </>
  )
}

interface TileSectionProps {
  id: string
  title: string
  withMore?: boolean
  listClass?: string
  tileClass?: string
  entries: { key: string | number; slug: string; label: ReactNode }[]
}

/** A titled list of catalogue entry tiles. */
function TileSection({
  id,
  title,
  withMore,
  listClass = styles.tiles,
  tileClass = styles.tile,
  entries,
}: TileSectionProps) {
  return (
    <Stack as="section" space={4} aria-labelledby={id}>
      <SectionHeading id={id} title={title} withMore={withMore} />
      <ul className={listClass} aria-labelledby={id}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <CatalogLink slug={entry.slug} className={tileClass}>
              {entry.label}
            </CatalogLink>
          </li>
        ))}
      </ul>
    </Stack>
  )
}
