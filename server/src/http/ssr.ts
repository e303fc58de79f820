import { createHash, randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isSessionId } from '../modules/customers/request-credentials.ts'
import { compressionThreshold } from './compression.ts'
import { type CachedPage, createPageCache } from './page-cache.ts'
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
  nonce?: string
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
  /** Hands out a way to drop every cached page (app.ts calls it when the catalogue changes). */
  onCache?: (clear: () => void) => void,
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
  onCache?.(() => cache.clear())
  const pending = new Map<string, Promise<SharedRender>>()
  const etagOf = (source: string) =>
    `W/"${createHash('sha1').update(buildId).update(source).digest('base64url')}"`

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
    const origin = publicUrl || `${request.protocol}://${request.host}`
    const render = (own?: { nonce: string; signal: AbortSignal }) =>
      entry.renderPage({
        ...own,
        url: request.url,
        origin,
        template,
        manifest,
        api,
        ...(assetsFor ? { assetsFor } : {}),
      })
    // A visitor's own page (search, order, results): rendered and streamed for them alone,
    // its inline scripts allowed by this response's nonce.
    // It stops rendering when they leave; a shared page renders for everyone.
    if (status !== 200 || !cacheControl.startsWith('public')) {
      const nonce = randomBytes(16).toString('base64')
      const abort = new AbortController()
      request.raw.on('close', () => {
        if (!reply.raw.writableFinished) abort.abort()
      })
      const result = await render({ nonce, signal: abort.signal })
      if (result.kind === 'redirect') return reply.redirect(result.location, result.status)
      const pageStatus = Math.max(status, result.status)
      const etag = etagOf(result.etagSource)
      const page = withHeaders(reply, {
        status: pageStatus,
        etag,
        cacheControl,
        scriptSources: `'nonce-${nonce}'`,
      })
      if (notModified(request, page, etag)) {
        await result.body.cancel()
        return page.status(304).send()
      }
      return page.send(Readable.fromWeb(result.body as import('node:stream/web').ReadableStream))
    }

    // A public page: the same bytes for everyone (what a CDN keeps), kept here for a few
    // seconds; visitors asking for it while it renders wait for that one render.
    let cached = cache.get(request.url)
    if (!cached) {
      let rendering = pending.get(request.url)
      if (!rendering) {
        rendering = renderShared(render, etagOf).finally(() => pending.delete(request.url))
        pending.set(request.url, rendering)
      }
      const shared = await rendering
      if (shared.kind === 'redirect') return reply.redirect(shared.location, shared.status)
      cached = shared.page
      if (cached.status === 200) cache.set(request.url, cached)
    }
    const page = withHeaders(reply, { ...cached, cacheControl })
    if (notModified(request, page, cached.etag)) return page.status(304).send()
    const encoding = preferredEncoding(request.headers['accept-encoding'])
    if (!encoding || cached.html.length < compressionThreshold) return page.send(cached.html)
    cached.encoded ??= {}
    cached.encoded[encoding] ??= compress(cached.html, encoding)
    return page.header('content-encoding', encoding).send(cached.encoded[encoding])
  }
}

type SharedRender =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; page: CachedPage }

/** A public page rendered without a nonce, whole, with the hashes of its inline scripts. */
async function renderShared(
  render: () => Promise<RenderResult>,
  etagOf: (source: string) => string,
): Promise<SharedRender> {
  const result = await render()
  if (result.kind === 'redirect') return result
  // Rendering waits for all of the page's data anyway: the whole page is kept, then sent.
  const html = await new Response(result.body).text()
  return {
    kind: 'page',
    page: {
      status: result.status,
      etag: etagOf(result.etagSource),
      html: Buffer.from(html),
      scriptSources: inlineScriptHashes(html),
    },
  }
}

/**
 * The CSP sources for a page's inline scripts: the hash of each (the router's data, React's and
 * the script loader), so the page needs no per-response nonce. Data blocks (JSON-LD) do not run.
 */
export function inlineScriptHashes(html: string): string {
  const scripts = html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)
  const hashes = new Set<string>()
  for (const [, attributes = '', text = ''] of scripts) {
    if (/type="application\/ld\+json"/.test(attributes)) continue
    hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`)
  }
  return [...hashes].join(' ')
}

/** brotli, else gzip, as the client accepts them (`;q=0` refuses). */
export function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name),
  )
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return null
}

/** As the on-the-fly compression of other answers (compression.ts): once per kept page. */
const compress = (html: Buffer, encoding: 'br' | 'gzip') =>
  encoding === 'br'
    ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(html, { level: 6 })

function withHeaders(
  reply: FastifyReply,
  options: { status: number; etag: string; cacheControl: string; scriptSources: string },
) {
  allowInlineScripts(reply, options.scriptSources)
  return reply
    .status(options.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', options.status === 200 ? options.cacheControl : 'no-cache')
    .header('etag', options.etag)
    .header('vary', 'Accept-Encoding')
}

/**
 * A revalidation that matches the page: a 304. The browser keeps its copy, whose scripts the
 * policy it came with allows; this response's policy does not go out.
 */
function notModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  if (reply.statusCode !== 200 || request.headers['if-none-match'] !== etag) return false
  reply.removeHeader('content-security-policy')
  return true
}

/**
 * The router hands its data over in inline scripts: their sources (this response's nonce, or
 * the scripts' hashes) join the CSP's script-src (set by helmet in security.ts).
 */
function allowInlineScripts(reply: FastifyReply, sources: string) {
  const csp = reply.getHeader('content-security-policy')
  if (typeof csp !== 'string' || !sources) return
  reply.header(
    'content-security-policy',
    csp.replace(/script-src ([^;]*)/, (_, own: string) => `script-src ${own} ${sources}`),
  )
}
