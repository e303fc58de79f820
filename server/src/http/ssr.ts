import { createHash, randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { createPageCache } from './page-cache.ts'
import { isSessionId } from './session-id.ts'
import { readAppManifest } from './shop-routes.ts'
import { type PageAssets, readRouteAssets } from './ssr-assets.ts'

/** What `dist-server/entry-server.js` (src/entry-server.tsx) exports. */
interface RenderInput {
  url: string
  origin: string
  template: string
  manifest: unknown
  api: (request: Request) => Promise<Response>
  assetsFor?: (routeIds: readonly string[]) => PageAssets
  nonce: string
  signal?: AbortSignal
}
type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; body: ReadableStream<Uint8Array>; etagSource: string }
interface ServerEntry {
  renderPage(input: RenderInput): Promise<RenderResult>
}

export type PageRenderer = (
  request: FastifyRequest,
  reply: FastifyReply,
  options: { status: number; cacheControl: string },
) => Promise<FastifyReply>

/**
 * The server render of the shop's pages, when the build has one (`dist-server/`); null
 * otherwise, and the pages are served as the bare shell. The page's data comes from this
 * server's own handlers in process (`inject`: no socket, the same validation and answers as
 * `/api`), as the visitor: their session, their address for the limits, never their token, so
 * one rendered page serves everyone.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  {
    distDir,
    ssrDir,
    publicUrl,
    htmlCacheSeconds,
  }: { distDir: string; ssrDir: string; publicUrl: string; htmlCacheSeconds: number },
): Promise<PageRenderer | null> {
  const entryFile = path.join(ssrDir, 'entry-server.js')
  const templateFile = path.join(distDir, 'index.html')
  if (!fs.existsSync(entryFile) || !fs.existsSync(templateFile)) return null
  // React's development build renders several times slower: it is for `npm run dev`, not here.
  process.env.NODE_ENV ??= 'production'
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry
  const template = fs.readFileSync(templateFile, 'utf8')
  const manifest = readAppManifest(distDir)
  const assetsFor = readRouteAssets(distDir)
  const buildId = manifest?.id ?? 'dev'
  const cache = createPageCache({ ttlMs: htmlCacheSeconds * 1000 })

  return async (request, reply, { status, cacheControl }) => {
    const session = request.cookies?.session_id
    const sessionId = isSessionId(session) ? session : randomUUID()
    const api = async (call: Request): Promise<Response> => {
      const url = new URL(call.url)
      const headers: Record<string, string> = { session: sessionId, accept: 'application/json' }
      const type = call.headers.get('content-type')
      if (type) headers['content-type'] = type
      const answer = await app.inject({
        method: call.method as 'GET',
        url: `${url.pathname}${url.search}`,
        headers,
        remoteAddress: request.ip,
        ...(call.body ? { payload: Buffer.from(await call.arrayBuffer()) } : {}),
      })
      const body =
        answer.statusCode === 204 || answer.statusCode === 304
          ? null
          : new Uint8Array(answer.rawPayload)
      return new Response(body, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      })
    }
    const abort = new AbortController()
    request.raw.on('close', () => {
      if (!reply.raw.writableFinished) abort.abort()
    })
    const nonce = randomBytes(16).toString('base64')
    // A public page is rendered once for everyone for a few seconds (the nonce goes in per response).
    const shared = status === 200 && cacheControl.startsWith('public')
    const cached = shared ? cache.get(request.url) : null
    if (cached) {
      const page = withHeaders(reply, { ...cached, cacheControl, nonce })
      if (notModified(request, page, cached.etag)) return page.status(304).send()
      return page.send(cached.html.replaceAll(noncePlaceholder, nonce))
    }
    const result = await entry.renderPage({
      nonce: shared ? noncePlaceholder : nonce,
      url: request.url,
      origin: publicUrl || `${request.protocol}://${request.host}`,
      template,
      manifest,
      api,
      ...(assetsFor ? { assetsFor } : {}),
      signal: abort.signal,
    })
    if (result.kind === 'redirect') return reply.redirect(result.location, result.status)
    const pageStatus = Math.max(status, result.status)
    const etag = `W/"${createHash('sha1').update(buildId).update(result.etagSource).digest('base64url')}"`
    const page = withHeaders(reply, { status: pageStatus, etag, cacheControl, nonce })
    if (notModified(request, page, etag)) {
      await result.body.cancel()
      return page.status(304).send()
    }
    if (!shared) {
      return page.send(Readable.fromWeb(result.body as import('node:stream/web').ReadableStream))
    }
    // Rendering waits for all of the page's data anyway: the whole page is kept, then sent.
    const html = await new Response(result.body).text()
    if (pageStatus === 200) cache.set(request.url, { status: pageStatus, etag, html })
    return page.send(html.replaceAll(noncePlaceholder, nonce))
  }
}

/** Each response's own nonce takes this place in a page kept for everyone (never sent as is). */
const noncePlaceholder = `page-nonce-${randomBytes(12).toString('hex')}`

function withHeaders(
  reply: FastifyReply,
  options: { status: number; etag: string; cacheControl: string; nonce: string },
) {
  allowInlineScripts(reply, options.nonce)
  return reply
    .status(options.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', options.status === 200 ? options.cacheControl : 'no-cache')
    .header('etag', options.etag)
    .header('vary', 'Accept-Encoding')
}

/**
 * A revalidation that matches the page: a 304. The browser keeps its copy with that copy's
 * nonce, so this response's policy must not go out (it would block the copy's scripts).
 */
function notModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  if (reply.statusCode !== 200 || request.headers['if-none-match'] !== etag) return false
  reply.removeHeader('content-security-policy')
  return true
}

/**
 * The router hands its data over in inline scripts: this response's nonce joins the CSP's
 * script-src (set by helmet in security.ts), nothing else inline is allowed.
 */
function allowInlineScripts(reply: FastifyReply, nonce: string) {
  const csp = reply.getHeader('content-security-policy')
  if (typeof csp !== 'string') return
  reply.header(
    'content-security-policy',
    csp.replace(
      /script-src ([^;]*)/,
      (_, sources: string) => `script-src ${sources} 'nonce-${nonce}'`,
    ),
  )
}
