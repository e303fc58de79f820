import { EmptyState, Heading, Inline, Stack } from '@gruzovik/design-system'
import { Link } from '@tanstack/react-router'
import { Page } from '../../../components/Page.tsx'
import { PageCrumbs } from '../../../components/PageCrumbs/PageCrumbs.tsx'
import { visualCatalogText, visualModels } from '../../../content/catalog.ts'
import { pageTitles } from '../../../content/pages.ts'
import { findVisualModel, truckZones } from '../truck-zones.ts'
import { TruckDiagram } from './TruckDiagram.tsx'
import * as styles from './visual.css.ts'

function ModelLinks({ except }: { except?: string }) {
  return (
    <Inline as="ul" space={2}>
      {visualModels
        .filter((model) => model.slug !== except)
        .map((model) => (
          <li key={model.slug}>
            <Link
              to="/visual_catalog/$slug"
              params={{ slug: model.slug }}
              className={styles.nodeLink}
            >
              {model.title} {model.year}
            </Link>
          </li>
        ))}
    </Inline>
  )
}

/** /visual_catalog/{slug}: the truck drawing with its node zones, the same nodes as a list. */
export function VisualCatalogPage({ slug }: { slug: string }) {
  const model = findVisualModel(visualModels, slug)
  if (!model) {
    return (
      <Page titleKey="visualCatalog" title={visualCatalogText.notFoundTitle}>
        <EmptyState
          title={visualCatalogText.notFoundTitle}
          description={visualCatalogText.notFoundText}
          action={<ModelLinks />}
        />
      </Page>
    )
  }
  const name = `${model.title} ${model.year}`
  return (
    <Page titleKey="visualCatalog" title={visualCatalogText.title(model.title, model.year)}>
      <PageCrumbs
        items={[
          { title: pageTitles.catalog, link: '/catalog' },
          { title: pageTitles.visualCatalog, link: `/visual_catalog/${model.slug}` },
        ]}
      />
      <Stack space={5}>
        <p className={styles.lead}>{visualCatalogText.lead}</p>
        <TruckDiagram model={model} />
        <Stack as="section" space={5} aria-labelledby="visual-nodes">
          <Heading level={2} size="lg" id="visual-nodes">
            {visualCatalogText.nodesHeading}
          </Heading>
          <ul className={styles.nodes}>
            {truckZones.map((zone) => (
              <li key={zone.node}>
                <Link
                  to="/catalog/$a/$b"
                  params={{ a: model.model, b: zone.node }}
                  className={styles.nodeLink}
                  aria-label={visualCatalogText.zoneLink(visualCatalogText.nodes[zone.node], name)}
                >
                  {visualCatalogText.nodes[zone.node]}
                </Link>
              </li>
            ))}
          </ul>
        </Stack>
        <Stack as="section" space={5} aria-labelledby="visual-models">
          <Heading level={2} size="lg" id="visual-models">
            {visualCatalogText.otherModels}
          </Heading>
          <ModelLinks except={model.slug} />
        </Stack>
      </Stack>
    </Page>
  )
}
