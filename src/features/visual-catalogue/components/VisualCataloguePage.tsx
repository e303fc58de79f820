import { EmptyState } from '@gruzovik/design-system'
import { Link } from '@tanstack/react-router'
import { Page } from '../../../components/Page.tsx'
import { PageCrumbs } from '../../../components/PageCrumbs/PageCrumbs.tsx'
import { visualCatalogueText, visualModels } from '../../../content/catalogue.ts'
import { pageTitles } from '../../../content/pages.ts'
import { findVisualModel, truckZones } from '../truck-zones.ts'
import { TruckDiagram } from './TruckDiagram.tsx'
import * as styles from './visual.css.ts'

function ModelLinks({ except }: { except?: string }) {
  return (
    <ul className={styles.models}>
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
    </ul>
  )
}

/** /visual_catalog/{slug}: the truck drawing with its node zones, the same nodes as a list. */
export function VisualCataloguePage({ slug }: { slug: string }) {
  const model = findVisualModel(visualModels, slug)
  if (!model) {
    return (
      <Page titleKey="visualCatalog" title={visualCatalogueText.notFoundTitle}>
        <EmptyState
          title={visualCatalogueText.notFoundTitle}
          description={visualCatalogueText.notFoundText}
          action={<ModelLinks />}
        />
      </Page>
    )
  }
  const name = `${model.title} ${model.year}`
  return (
    <Page titleKey="visualCatalog" title={visualCatalogueText.title(model.title, model.year)}>
      <PageCrumbs
        items={[
          { title: pageTitles.catalog, link: '/catalog' },
          { title: pageTitles.visualCatalog, link: `/visual_catalog/${model.slug}` },
        ]}
      />
      <div className={styles.stack}>
        <p className={styles.lead}>{visualCatalogueText.lead}</p>
        <TruckDiagram model={model} />
        <section className={styles.stack} aria-labelledby="visual-nodes">
          <h2 id="visual-nodes" className={styles.sectionTitle}>
            {visualCatalogueText.nodesHeading}
          </h2>
          <ul className={styles.nodes}>
            {truckZones.map((zone) => (
              <li key={zone.node}>
                <Link
                  to="/catalog/$a/$b"
                  params={{ a: model.model, b: zone.node }}
                  className={styles.nodeLink}
                  aria-label={visualCatalogueText.zoneLink(
                    visualCatalogueText.nodes[zone.node],
                    name,
                  )}
                >
                  {visualCatalogueText.nodes[zone.node]}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.stack} aria-labelledby="visual-models">
          <h2 id="visual-models" className={styles.sectionTitle}>
            {visualCatalogueText.otherModels}
          </h2>
          <ModelLinks except={model.slug} />
        </section>
      </div>
    </Page>
  )
}
