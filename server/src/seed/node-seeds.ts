// Static demo nodes (catalogue sections) with the part names sold in each, in the order the
// catalogue lists them; catalog-generate.ts builds parts from these. The nodes themselves are
// in node-seeds-powertrain.ts and node-seeds-chassis.ts.
import { chassisNodes } from './node-seeds-chassis.ts'
import { powertrainNodes } from './node-seeds-powertrain.ts'

export interface NodeSeed {
  title: string
  slug: string
  icon: string
  names: string[]
}

/** The catalogue's order of the nodes (the seeded parts are generated in it). */
const catalogueOrder = [
  'dvigatel',
  'tormoznaya-sistema',
  'podveska',
  'transmissiya',
  'rulevoe-upravlenie',
  'elektrooborudovanie',
  'kabina',
  'sistema-ohlazhdeniya',
  'toplivnaya-sistema',
  'vyhlopnaya-sistema',
  'stseplenie',
  'mosty',
  'kolesa-i-shiny',
  'filtry-i-rashodniki',
]

const bySlug = new Map([...powertrainNodes, ...chassisNodes].map((node) => [node.slug, node]))

export const nodeSeeds: NodeSeed[] = catalogueOrder.map((slug) => {
  const node = bySlug.get(slug)
  if (!node) throw new Error(`node seed ${slug} is missing`)
  return node
})
