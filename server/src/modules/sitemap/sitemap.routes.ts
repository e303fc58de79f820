import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { SitemapService } from './sitemap.service.ts'

/** Crawlers may keep these an hour; a CDN too. */
const cacheControl = 'public, max-age=3600'

/**
 * The crawler files (not part of the /api contract): robots.txt and the sitemaps. Absolute
 * addresses come from PUBLIC_URL, else from the request's protocol and host.
 */
export function registerSitemapRoutes(
  app: FastifyInstance,
  sitemaps: SitemapService,
  publicUrl: string,
) {
  const originOf = (request: FastifyRequest) =>
    publicUrl.replace(/\/+$/, '') || `${request.protocol}://${request.host}`
  const xml = (reply: FastifyReply, body: string) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', cacheControl).send(body)

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', cacheControl)
      .send(sitemaps.robots(originOf(request))),
  )
  app.get('/sitemap.xml', async (request, reply) =>
    xml(reply, await sitemaps.index(originOf(request))),
  )
  app.get('/sitemaps/pages.xml', async (request, reply) =>
    xml(reply, sitemaps.pages(originOf(request))),
  )
  app.get('/sitemaps/catalog.xml', async (request, reply) =>
    xml(reply, await sitemaps.catalog(originOf(request))),
  )
  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const n = /^parts-(\d{1,6})\.xml$/.exec(request.params.file)?.[1]
    const body = n ? await sitemaps.parts(originOf(request), Number(n)) : null
    if (!body) return reply.callNotFound()
    return xml(reply, body)
  })
}
