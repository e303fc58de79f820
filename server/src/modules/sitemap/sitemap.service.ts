import type { SitemapRepository, SitemapRow } from './sitemap.repository.ts'

/** The sitemap protocol allows 50,000 addresses per file. */
export const maxUrlsPerSitemap = 50_000

/**
 * Pages worth indexing that are not in the database: home, the catalogue roots and the
 * content pages. Search, order, result, account and the /ui showcase stay out.
 */
export const contentPages = [
  '/',
  '/catalog',
  '/razborka',
  '/buy_trucks',
  '/for_sto',
  '/komplekt_types',
  '/reserve_alerts',
  '/o_kompanii',
  '/oplata_usloviya',
  '/dostavka_usloviya',
  '/garantiya_i_vozvrat',
  '/legal_information',
  '/user_agreement',
  '/consent_to_personal',
  '/personal_data_processing_policy',
  '/kont_krd',
  '/kont_krs',
  '/kont_msk',
  '/kont_spb_shush',
] as const

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`)

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null)

function urlset(origin: string, entries: { path: string; lastmod?: Date | null }[]) {
  const urls = entries.map(({ path, lastmod }) => {
    const when = day(lastmod ?? null)
    return `<url><loc>${escapeXml(origin + path)}</loc>${when ? `<lastmod>${when}</lastmod>` : ''}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** `/sitemap.xml` as an index of chunked sitemaps, and `/robots.txt` pointing at it. */
export function createSitemapService(deps: {
  sitemaps: SitemapRepository
  /** Addresses per parts sitemap (tests use a small one). */
  chunkSize?: number
  now?: () => Date
}) {
  const chunkSize = Math.min(deps.chunkSize ?? maxUrlsPerSitemap, maxUrlsPerSitemap)
  const now = deps.now ?? (() => new Date())
  const partFiles = async () =>
    Math.max(1, Math.ceil((await deps.sitemaps.partCount()) / chunkSize))

  return {
    robots(origin: string) {
      return [
        'User-agent: *',
        'Disallow: /account',
        'Disallow: /order',
        'Disallow: /search',
        'Disallow: /payment_',
        'Disallow: /ui',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n')
    },

    async index(origin: string) {
      const today = day(now())
      const files = ['/sitemaps/pages.xml', '/sitemaps/catalog.xml']
      for (let n = 1; n <= (await partFiles()); n++) files.push(`/sitemaps/parts-${n}.xml`)
      const items = files.map(
        (file) =>
          `<sitemap><loc>${escapeXml(origin + file)}</loc><lastmod>${today}</lastmod></sitemap>`,
      )
      return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`
    },

    pages(origin: string) {
      return urlset(
        origin,
        contentPages.map((path) => ({ path })),
      )
    },

    async catalog(origin: string) {
      const { catalog, crossGroups } = await deps.sitemaps.catalogue()
      return urlset(origin, [
        ...catalog.map((row) => ({ path: `/catalog/${row.slug}` })),
        ...crossGroups.map((row) => ({ path: `/crossgroup/${row.slug}` })),
      ])
    },

    /** Parts sitemap number `n` (from 1), or null past the last one. */
    async parts(origin: string, n: number) {
      if (!Number.isInteger(n) || n < 1 || n > (await partFiles())) return null
      const rows: SitemapRow[] = await deps.sitemaps.parts((n - 1) * chunkSize, chunkSize)
      return urlset(
        origin,
        rows.map((row) => ({ path: `/parts/${row.slug}`, lastmod: row.lastmod })),
      )
    },
  }
}

export type SitemapService = ReturnType<typeof createSitemapService>
