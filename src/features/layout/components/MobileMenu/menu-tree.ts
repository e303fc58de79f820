import type { MainMenu } from '../../../../api/catalog.ts'
import { visualModels } from '../../../../content/catalog.ts'
import {
  buyersLinks,
  contactLinks,
  mobileMenuLabels as labels,
  paths,
} from '../../../../content/navigation.ts'

/** One row of a drill-down panel: a link, or a step into another panel. */
export type MenuEntry =
  | { kind: 'link'; label: string; href: string }
  | { kind: 'panel'; label: string; panel: string }

export interface MenuPanel {
  title: string
  entries: MenuEntry[]
  /** Whether the panel's rows come from the main-menu call (shown as loading until then). */
  needsData: boolean
}

const link = (label: string, href: string): MenuEntry => ({ kind: 'link', label, href })
const step = (label: string, panel: string): MenuEntry => ({ kind: 'panel', label, panel })

export const rootPanel = 'main'

/**
 * The mobile menu as data (docs/product.md#screen-layout): main, catalogue, buyers, arrivals,
 * contacts, makes, nodes (each node opening its part names), assembled units and the seven
 * visual-catalog models.
 */
export function buildMenuTree(data: MainMenu | null): Record<string, MenuPanel> {
  const panels: Record<string, MenuPanel> = {
    main: {
      title: labels.title,
      needsData: false,
      entries: [
        link(labels.main, paths.home),
        step(labels.catalog, 'catalog'),
        step(labels.buyers, 'buyers'),
        step(labels.arrivals, 'arrivals'),
        step(labels.contacts, 'contacts'),
      ],
    },
    catalog: {
      title: labels.catalog,
      needsData: false,
      entries: [
        step(labels.marks, 'marks'),
        step(labels.nodes, 'nodes'),
        step(labels.aggregations, 'aggregations'),
        step(labels.visualCatalog, 'visual'),
        link(labels.fullCatalog, paths.catalog),
      ],
    },
    buyers: {
      title: labels.buyers,
      needsData: false,
      entries: buyersLinks.map((l) => link(l.label, l.href)),
    },
    contacts: {
      title: labels.contacts,
      needsData: false,
      entries: contactLinks.map((l) => link(l.label, l.href)),
    },
    visual: {
      title: labels.visualCatalog,
      needsData: false,
      // The same models, slugs and years as the visual catalogue pages themselves.
      entries: visualModels.map((m) => link(`${m.title} ${m.year}`, `/visual_catalog/${m.slug}`)),
    },
    arrivals: {
      title: labels.arrivals,
      needsData: true,
      entries: [
        link(labels.allArrivals, paths.arrivals),
        ...(data?.incoming_marks ?? []).map((m) => link(m.title, paths.arrivalsBy(m.slug))),
      ],
    },
    marks: {
      title: labels.marks,
      needsData: true,
      entries: [...(data?.marks ?? [])]
        .sort((a, b) => a.sort - b.sort)
        .map((m) => link(m.title, paths.catalogBy(m.slug))),
    },
    aggregations: {
      title: labels.aggregations,
      needsData: true,
      entries: (data?.aggregations ?? []).map((a) => link(a.title, paths.catalogBy(a.slug))),
    },
    nodes: {
      title: labels.nodes,
      needsData: true,
      entries: (data?.nodes ?? []).map((n) => step(n.title, `node:${n.slug}`)),
    },
  }
  for (const node of data?.nodes ?? []) {
    panels[`node:${node.slug}`] = {
      title: node.title,
      needsData: true,
      entries: (node.nomenclatures ?? []).map((n) => link(n.title, n.link)),
    }
  }
  return panels
}
