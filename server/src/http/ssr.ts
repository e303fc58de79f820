import { createHash, randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pathToFileURL } from 'node:url'
// What `dist-server/entry-server.js` (src/entry-server.tsx) exports: the one render contract.
import type { RenderInput, RenderResult, ServerEntry } from '@gruzovik/openapi/render-contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { isSessionId } from '../modules/customers/request-credentials.ts'
import { sendBotNotFound } from './bots.ts'
import { compressionSettings, compressOnce, negotiatedEncoding } from './compression.ts'
import { createKeptPages, type SharedPageStore, type SharedRender } from './kept-pages.ts'
import type { ApiDispatch } from './render-calls.ts'
import { readAppManifest } from './shop-routes.ts'
import { readRouteAssets } from './ssr-assets.ts'

/**
 * Renders a page and answers with the render's own status: 200, or 404 when the router found no
 * route or a loader threw `notFound()`. `cacheControl` is a found page's; a missing page is never
 * shared. A crawler (`bot`) gets a missing page as the status and a minimal body only.
 */
export type PageRenderer = (
  request: FastifyRequest,
  reply: FastifyReply,
  options: { cacheControl: string; bot: boolean },
) => Promise<FastifyReply>

/**
 * Where the render and its page come from: the only difference between `npm start` and
 * `npm run dev`. Built: `dist-server/entry-server.js` in `dist/index.html`, with the build's
 * manifest and each page's assets (builtRenderSource). In development: Vite's own module of
 * `src/entry-server.tsx` in Vite's transformed `index.html` (vite-dev.ts), taken anew for each
 * request so an edit shows on the next load.
 */
export interface RenderSource {
  entry(): Promise<ServerEntry>
  template(url: string): Promise<string>
  manifest: { id?: string } | null
  /** Each page's styles and scripts (the build's Vite manifest); without it, the template's. */
  assetsFor?: RenderInput['assetsFor']
  /** Part of every ETag: the build's id, or in development a count of the edits so far. */
  version(): string
}

/** The build's render (`dist-server/`) and page (`dist/index.html`); null without either. */
export async function builtRenderSource({
  distDir,
  ssrDir,
}: {
  distDir: string
  ssrDir: string
}): Promise<RenderSource | null> {
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
  return {
    entry: async () => entry,
    template: async () => template,
    manifest,
    ...(assetsFor ? { assetsFor } : {}),
    version: () => buildId,
  }
}

/**
 * The server render of the shop's pages from its source (built or Vite's); with none, the pages
 * are served as the bare shell. The page's data comes from the API answered in process
 * (render-calls.ts: Fastify's own `inject`, the same validation and answers as `/api`), as the
 * visitor: their session, their address where a rule needs it, never their token, so one
 * rendered page serves everyone.
 */
export function createPageRenderer(
  dispatch: ApiDispatch,
  source: RenderSource,
  {
    publicUrl,
    htmlCacheSeconds,
    sharedPages = null,
    onSharedError,
    onRefreshError,
  }: {
    publicUrl: string
    htmlCacheSeconds: number
    /** Where the other web processes keep their renders too (Redis), if anywhere. */
    sharedPages?: SharedPageStore | null
    onSharedError?: (error: unknown) => void
    onRefreshError?: (error: unknown) => void
  },
  /** Hands out a way to drop every cached page (app.ts calls it when the catalogue changes). */
  onCache?: (clear: () => void) => void,
): PageRenderer {
  const { manifest, assetsFor } = source
  const kept = createKeptPages({
    ttlMs: htmlCacheSeconds * 1000,
    shared: sharedPages,
    ...(onSharedError ? { onSharedError } : {}),
    ...(onRefreshError ? { onRefreshError } : {}),
  })
  onCache?.(() => kept.forget())
  const etagOf = (page: string) =>
    `W/"${createHash('sha1').update(source.version()).update(page).digest('base64url')}"`

  const renderer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    { cacheControl, bot }: { cacheControl: string; bot: boolean },
  ) => {
    const session = request.cookies?.session_id
    const sessionId = isSessionId(session) ? session : randomUUID()
    const api = async (call: Request): Promise<Response> => {
      const { pathname, search } = new URL(call.url)
      const answer = await dispatch({
        method: call.method,
        url: `${pathname}${search}`,
        sessionId,
        ip: request.ip,
        requestId: request.id,
      })
      const empty = answer.status === 204 || answer.status === 304
      return new Response(empty ? null : answer.body, { status: answer.status, headers: jsonType })
    }
    const origin = publicUrl || `${request.protocol}://${request.host}`
    const truck = request.cookies?.[chosenTruckCookie]
    const render = async (own?: { nonce: string; signal: AbortSignal }) =>
      (await source.entry()).renderPage({
        ...own,
        url: request.url,
        origin,
        template: await source.template(request.url),
        manifest,
        api,
        ...(assetsFor ? { assetsFor } : {}),
        ...(truck ? { truck } : {}),
      })
    // A visitor's own page (search, order, results): rendered and streamed for them alone,
    // its inline scripts allowed by this response's nonce.
    // It stops rendering when they leave; a shared page renders for everyone.
    if (!cacheControl.startsWith('public') || truck) {
      const nonce = randomBytes(16).toString('base64')
      const abort = new AbortController()
      request.raw.on('close', () => {
        if (!reply.raw.writableFinished) abort.abort()
      })
      const result = await render({ nonce, signal: abort.signal })
      if (result.kind === 'redirect') return reply.redirect(result.location, result.status)
      if (bot && result.status === 404) {
        await result.body.cancel()
        return sendBotNotFound(reply)
      }
      const etag = etagOf(result.etagSource)
      const page = withHeaders(reply, {
        status: result.status,
        etag,
        // Marked for the visitor's truck: theirs alone, never a CDN's.
        cacheControl: truck ? 'private, no-cache' : cacheControl,
        scriptSources: `'nonce-${nonce}'`,
      })
      if (notModified(request, page, etag)) {
        await result.body.cancel()
        return page.status(304).send()
      }
      return page.send(Readable.fromWeb(result.body as import('node:stream/web').ReadableStream))
    }

    // A public page: the same bytes for everyone (what a CDN keeps), kept for a few seconds
    // here and for the other web processes (kept-pages.ts); visitors asking for it while it
    // renders wait for that one render, and a page past its time is served while one render
    // refreshes it.
    const shared = await kept.page(request.url, () => renderShared(render, etagOf))
    if (shared.kind === 'redirect') return reply.redirect(shared.location, shared.status)
    const cached = shared.page
    if (bot && cached.status === 404) return sendBotNotFound(reply)
    const page = withHeaders(reply, { ...cached, cacheControl })
    if (notModified(request, page, cached.etag)) return page.status(304).send()
    const encoding = negotiatedEncoding(request.headers['accept-encoding'])
    if (!encoding || cached.html.length < compressionSettings.threshold) {
      return page.send(cached.html)
    }
    cached.encoded ??= {}
    cached.encoded[encoding] ??= compressOnce(cached.html, encoding)
    return page.header('content-encoding', encoding).send(await cached.encoded[encoding])
  }
  return renderer
}

/** The shop's cookie of the visitor's chosen truck (src/lib/chosen-truck/chosen-truck.ts). */
const chosenTruckCookie = 'truck'

const jsonType = { 'content-type': 'application/json; charset=utf-8' }

/** A public page rendered without a nonce, whole, with the hashes of its inline scripts. */
async function renderShared(
  render: () => Promise<RenderResult>,
  etagOf: (source: string) => string,
): Promise<SharedRender> {
  const result = await render()
  if (result.kind === 'redirect') return result
  // Rendering waits for all of the page's data anyway: the whole page is kept, then sent.
  const chunks: Uint8Array[] = []
  const reader = result.body.getReader()
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    chunks.push(next.value)
  }
  const bytes = Buffer.concat(chunks)
  return {
    kind: 'page',
    page: {
      status: result.status,
      etag: etagOf(result.etagSource),
      html: bytes,
      scriptSources: inlineScriptHashes(bytes.toString('utf8')),
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
