/** The seven truck models of the visual catalogue (spec 2.1): `/visual_catalog/{slug}`. */
export const visualCatalogueModels = [
  { slug: 'man-tgx', title: 'MAN TGX' },
  { slug: 'man-tgs', title: 'MAN TGS' },
  { slug: 'scania-r', title: 'Scania R' },
  { slug: 'volvo-fh', title: 'Volvo FH' },
  { slug: 'daf-xf', title: 'DAF XF' },
  { slug: 'mercedes-benz-actros', title: 'Mercedes-Benz Actros' },
  { slug: 'iveco-stralis', title: 'Iveco Stralis' },
] as const

export type VisualCatalogueModel = (typeof visualCatalogueModels)[number]

export const visualCataloguePath = (slug: string) => `/visual_catalog/${slug}`
