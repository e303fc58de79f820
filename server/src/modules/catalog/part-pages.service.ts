import type { components } from '@gruzovik/openapi'
import { payablePrice } from '@gruzovik/rules'
import type { CustomerWithAccount } from '../customers/customer.ts'
import { catalogTexts } from '../parts/catalog-texts.ts'
import type { PartCardsService } from '../parts/part-cards.service.ts'
import { catalogLink, presentCrossGroup, priceFactsOf } from '../parts/present-part.ts'
import type { ChosenTruck } from '../parts/truck-fit.ts'
import { notFound } from '../shared/domain-errors.ts'
import type { CatalogRepository } from './catalog.repository.ts'
import { presentBranchStocks, presentDonor, presentFits } from './part-extras.ts'

type PartDetails = components['schemas']['PartDetails']
type CrossGroupDetails = components['schemas']['CrossGroupDetails']
type Follows = Pick<PartDetails, 'is_favourite' | 'is_inform_receipt'>

/** The asking customer's favourite and arrival flags for a part (the account module's). */
export type PartFollowsOf = (who: CustomerWithAccount, partId: string) => Promise<Follows>

const texts = catalogTexts.characteristics

/** The part page and the cross-group page. */
export function createPartPagesService(deps: {
  catalog: CatalogRepository
  partCards: PartCardsService
  partFollowsOf?: PartFollowsOf
}) {
  return {
    /** For a logged-in customer the card also says whether they follow the part. */
    async part(
      slug: string,
      who: CustomerWithAccount | null = null,
      chosen?: ChosenTruck,
    ): Promise<PartDetails> {
      const found = await deps.catalog.partBySlug(slug)
      if (!found) throw notFound(catalogTexts.partNotFound)
      const { part, mark, node, model, group } = found
      const [card, follows, stocks, fits, donor] = await Promise.all([
        deps.partCards.presentOne(part, chosen),
        who && deps.partFollowsOf ? deps.partFollowsOf(who, part.id) : null,
        deps.catalog.branchStocks(part.id),
        deps.catalog.fitsOf(part.id),
        part.arrivalId ? deps.catalog.donorOf(part.arrivalId) : null,
      ])
      const truck = model?.title ?? mark.title
      const characteristics = [
        { name: texts.article, value: part.article },
        { name: texts.mark, value: mark.title },
        ...(model ? [{ name: texts.model, value: `${model.title} (${model.years})` }] : []),
        { name: texts.node, value: node.title },
        {
          name: texts.condition,
          value: part.isNotNew ? catalogTexts.usedCondition : catalogTexts.newCondition,
        },
        ...(part.extensionNumber ? [{ name: texts.usedNumber, value: part.extensionNumber }] : []),
      ]
      return {
        ...card,
        description:
          part.description || catalogTexts.partDescription(part.title, truck, part.isNotNew),
        characteristics,
        mark: { title: mark.title, slug: mark.slug },
        node: { title: node.title, slug: node.slug },
        cross_group_slug: group?.slug ?? null,
        breadcrumbs: [
          { title: catalogTexts.catalog, link: catalogLink() },
          { title: mark.title, link: catalogLink(mark.slug) },
          { title: node.title, link: catalogLink(mark.slug, node.slug) },
          { title: part.title, link: `/parts/${part.slug}` },
        ],
        branch_stocks: presentBranchStocks(stocks, part.totalStock),
        fits: presentFits(fits),
        donor: presentDonor(donor),
        ...follows,
      }
    },

    async crossGroup(slug: string): Promise<CrossGroupDetails> {
      const found = await deps.catalog.crossGroupBySlug(slug)
      if (!found) throw notFound(catalogTexts.crossGroupNotFound)
      const { group, members } = found
      const inStock = members.filter((m) => m.totalStock > 0)
      const priced = inStock.length > 0 ? inStock : members
      const summary = presentCrossGroup({
        slug: group.slug,
        title: group.title,
        articles: [...new Set(members.map((m) => m.article))],
        totalStock: members.reduce((sum, m) => sum + m.totalStock, 0),
        minPrice:
          priced.length > 0 ? Math.min(...priced.map((m) => payablePrice(priceFactsOf(m)))) : 0,
        image: members[0]?.images[0] ?? null,
      })
      return {
        ...summary,
        products: await deps.partCards.present(members),
        breadcrumbs: [
          { title: catalogTexts.catalog, link: catalogLink() },
          { title: group.title, link: summary.link },
        ],
      }
    },
  }
}
