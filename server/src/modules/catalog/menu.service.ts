import type { components } from '@gruzovik/openapi'
import { catalogTexts } from '../parts/catalog-texts.ts'
import { pagination, paging } from '../parts/paging.ts'
import { placeholderImage } from '../parts/placeholder-image.ts'
import { catalogLink } from '../parts/present-part.ts'
import { notFound } from '../shared/domain-errors.ts'
import type { CatalogRepository } from './catalog.repository.ts'

type Nomenclature = components['schemas']['Nomenclature']
type Node = components['schemas']['Node']
type MainMenu = components['schemas']['MainMenu']

const presentNomenclature = (row: { title: string; slug: string }): Nomenclature => ({
  title: row.title,
  slug: row.slug,
  link: catalogLink(row.slug),
})

/** The menus and part-name lists: marks, nodes with their names, assembled units. */
export function createMenuService(deps: { catalog: CatalogRepository }) {
  async function nodesWithNames(): Promise<Node[]> {
    const [nodes, names] = await Promise.all([deps.catalog.nodes(), deps.catalog.nomenclatures({})])
    return nodes.map((node) => ({
      uuid: node.id,
      title: node.title,
      slug: node.slug,
      icon: placeholderImage(node.icon),
      nomenclatures: names.filter((n) => n.nodeId === node.id).map(presentNomenclature),
    }))
  }

  return {
    nodes: nodesWithNames,

    async mainMenu(): Promise<MainMenu> {
      const [marks, aggregations, nodes, incoming] = await Promise.all([
        deps.catalog.marks(),
        deps.catalog.aggregations(),
        nodesWithNames(),
        deps.catalog.arrivalMarks(),
      ])
      return {
        marks: marks.map((m) => ({
          uuid: m.id,
          title: m.title,
          slug: m.slug,
          sort: m.sort,
          link: catalogLink(m.slug),
        })),
        aggregations: aggregations.map((a) => ({ id: a.id, title: a.title, slug: a.slug })),
        nodes,
        incoming_marks: incoming,
      }
    },

    /** A node's part names, narrowed to those sold for a make or a truck model when asked. */
    async nodeNomenclatures(slug: string, filter: { markId?: string; truckModelId?: string }) {
      const node = await deps.catalog.nodeBySlug(slug)
      if (!node) throw notFound(catalogTexts.nodeNotFound)
      const rows = await deps.catalog.nomenclatures({ nodeIds: [node.id], ...filter })
      return rows.map(presentNomenclature)
    },

    async nomenclaturePage(params: { text?: string; page?: number; perPage?: number }) {
      const { page, perPage, offset } = paging(params.page, params.perPage)
      const text = params.text?.trim() || undefined
      const [rows, total] = await Promise.all([
        deps.catalog.nomenclatures({ text, limit: perPage, offset }),
        deps.catalog.countNomenclatures({ text }),
      ])
      return { items: rows.map(presentNomenclature), pagination: pagination(page, perPage, total) }
    },

    async nomenclatureList(filter: {
      text?: string
      marks?: string[]
      nodes?: string[]
      aggregations?: string[]
    }) {
      const rows = await deps.catalog.nomenclatures({
        text: filter.text?.trim() || undefined,
        markSlugs: filter.marks,
        nodeSlugs: filter.nodes,
        aggregationSlugs: filter.aggregations,
      })
      return rows.map(presentNomenclature)
    },
  }
}
