import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { isPrivatePage } from '@gruzovik/openapi/private-pages'
import type { FastifyInstance } from 'fastify'
import { isBot, sendBotNotFound } from './bots.ts'
import { httpMessages } from './messages.ts'
import {
  matchesRuleSource,
  type PagePaths,
  pageMatcher,
  readRouteRuleSources,
} from './shop-routes.ts'
import type { PageRenderer } from './ssr.ts'
import { maxParamLength } from './url-limits.ts'

/**
 * Serves the built shop: hashed assets (and versioned drawings) cached for a year, every other GET outside `/api`
 * answered with index.html so the client router decides (history fallback). A page address
 * the shop does not have gets the shop with status 404; a missing file (an old chunk, a stray
 * image) gets a plain 404, never HTML in place of a script.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
  {
    renderPage = null,
    pagePaths = null,
    shell = null,
  }: {
    renderPage?: PageRenderer | null
    pagePaths?: PagePaths | null
    /** `npm run dev`: the HTML entries as Vite serves them, in place of the built ones. */
    shell?: ((file: ShellFile, url: string) => Promise<string>) | null
  } = {},
) {
  const indexFile = path.join(distDir, 'index.html')
  const hasBuild = fs.existsSync(indexFile) && !shell
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      // Routes for the files that exist at start; every other path falls through to index.html.
      wildcard: false,
      // The build's .br and .gz beside each file (scripts/precompress.ts), by Accept-Encoding.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Pages get their caching from the not-found handler below (htmlCaching).
        if (filePath.endsWith('.html')) return
        // Drawings of part types are addressed with a hash of their content (?v=, set by
        // modules/parts/illustrations.ts), so they are as safe to keep as hashed assets.
        const hashed =
          filePath.includes(`${path.sep}assets${path.sep}`) ||
          filePath.includes(`${path.sep}illustrations${path.sep}`)
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }

  // The account area is a module of its own (docs/product.md#account-area) with its own HTML entry.
  const hasAccount = Boolean(shell) || fs.existsSync(path.join(distDir, 'account.html'))
  const ruleSources = readRouteRuleSources(distDir)
  const isBuiltPage = pageMatcher(pagePaths)
  const isPage = (pathname: string) =>
    isBuiltPage(pathname) || matchesRuleSource(ruleSources, pathname)
  // Pages are a route rather than the not-found handler: route hooks (compression above all)
  // apply only to routes. Static files and the API's own routes are more specific and win.
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    if (pathname.startsWith('/api/')) {
      // The router falls back here when an API path parameter is over its limit: still a 414.
      if (pathname.split('/').some((segment) => segment.length > maxParamLength)) {
        return reply.status(414).send({ message: httpMessages.uriTooLong })
      }
      return reply.callNotFound()
    }
    if (!(hasBuild || shell) || looksLikeFile(pathname)) return reply.callNotFound()
    const decoded = decodePath(pathname)
    const bot = isBot(request.headers['user-agent'])
    const isAccount = pathname === '/account' || pathname.startsWith('/account/')
    // The shop's pages are rendered on the server, and the render alone says whether the page
    // exists: its router answers 404 for an address it has no route for and for a part, make or
    // cross group its loader did not find. The account module stays client-rendered.
    if (renderPage && !isAccount) {
      return renderPage(request, reply, { cacheControl: htmlCaching(decoded, true), bot })
    }
    // Without a render (a build without dist-server/, or the account module) the address's
    // pattern is all that is known: the route tree's paths and the route rules' sources.
    const found = isPage(decoded)
    // Bots get no error page, only the status and a minimal body (docs/product.md#not-found-pages).
    if (!found && bot) return sendBotNotFound(reply)
    const page: ShellFile = isAccount && hasAccount ? 'account.html' : 'index.html'
    const answer = reply
      .status(found ? 200 : 404)
      .type('text/html')
      .header('cache-control', htmlCaching(decoded, found))
    if (shell) return answer.send(await shell(page, request.url))
    return answer.sendFile(page, { cacheControl: false })
  })
  app.setNotFoundHandler(async (_request, reply) => {
    return reply.status(404).send({ message: httpMessages.notFound })
  })
}

type ShellFile = 'index.html' | 'account.html'

/**
 * The page HTML is the same for every visitor (whatever is personal arrives after start-up),
 * so a CDN may keep public pages a few minutes and serve a stale copy while it refetches;
 * browsers always revalidate (the ETag makes that a 304). Flow pages and 404s are not shared.
 */
export function htmlCaching(pathname: string, found: boolean): string {
  if (!found || isPrivatePage(pathname)) return 'no-cache'
  return 'public, max-age=0, must-revalidate, s-maxage=300, stale-while-revalidate=86400'
}

/** `/assets/app-1a2b.js`, `/favicon.png`: a static file type, never a page's address. */
const fileTypes =
  /\.(js|mjs|css|map|json|png|jpe?g|webp|avif|gif|svg|ico|woff2?|txt|xml|webmanifest)$/i
const looksLikeFile = (pathname: string) => fileTypes.test(pathname)

const decodePath = (pathname: string) => {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname
  }
}

/**
 * The address without its trailing slash, never leaving this site: leading slashes and
 * backslashes collapse to one `/`, since `//evil.example` and `/\evil.example` are read by
 * browsers as another host.
 */
export function sameOriginTarget(pathname: string, query?: string) {
  const target = `/${pathname.replace(/\/+$/, '').replace(/^[/\\]+/, '')}`
  return query ? `${target}?${query}` : target
}

/** A trailing slash on a path is removed by redirect, the query kept. */
export function registerTrailingSlashRedirect(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return
    const [pathname = '/', query] = request.url.split(/\?(.*)/s, 2)
    // API paths are never redirected: a client gets a 404 in the error shape instead.
    if (pathname.startsWith('/api/') || pathname === '/api') return
    if (pathname.length > 1 && pathname.endsWith('/')) {
      return reply.redirect(sameOriginTarget(pathname, query), 301)
    }
  })
}
