/**
 * The shop rendered on the server (the reference server imports the built `dist-server/`):
 * the router loads the page's data through the server's own handlers, React streams the page
 * into the built index.html, and the router's data goes with it so the browser hydrates
 * without asking again. Whatever is personal (user, cart) is left to the browser.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { isPrivatePage } from '@gruzovik/openapi/private-pages'
import type {
  RenderResult,
  RenderInput as SharedRenderInput,
} from '@gruzovik/openapi/render-contract'
import { createMemoryHistory } from '@tanstack/react-router'
import { RouterServer } from '@tanstack/react-router/ssr/server'
import {
  createRequestHandler,
  createSsrStreamResponse,
  getSsrStatus,
  transformReadableStreamWithRouter,
} from '@tanstack/router-core/ssr/server'
import { StrictMode } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import type { AppManifest } from './api/builds.ts'
import { setServerTransport } from './api/client.ts'
import { createBootActor } from './app/boot.ts'
import { createCartActor } from './app/cart-actor.ts'
import { type ShopActors, ShopProviders } from './app/ShopProviders.tsx'
import { createSessionActors } from './app/session-actors.ts'
import { apiSessionCalls } from './app/session-calls.ts'
import { createAppDataStore } from './lib/app-data/app-data-store.ts'
import { type ChosenTruck, parseChosenTruck } from './lib/chosen-truck/chosen-truck.ts'
import { setChosenTruckSource } from './lib/chosen-truck/chosen-truck-store.ts'
import { type HeadCollector, HeadCollectorContext, mergeHeads } from './lib/head/head-collector.tsx'
import {
  type PageAssets,
  renderInlineStyles,
  renderScriptLoader,
  withoutBuildAssets,
} from './lib/head/page-assets.ts'
import { renderHeadTags } from './lib/head/render-head.ts'
import { pageNotFoundMessage } from './lib/page-errors.ts'
import { createAppRouter } from './router.ts'

/** The render contract with the server (server/src/http/ssr.ts), typed once. */
export type RenderInput = SharedRenderInput<AppManifest>
export type { RenderResult }

const requestApi = new AsyncLocalStorage<RenderInput['api']>()
const requestTruck = new AsyncLocalStorage<ChosenTruck | null>()
setServerTransport((request) => {
  const api = requestApi.getStore()
  if (!api) throw new Error('A shop API call outside a server render')
  return api(request)
})

// The visitor's chosen truck, for the loaders' API calls and the marks on the page.
setChosenTruckSource(() => requestTruck.getStore() ?? null)

export function renderPage(input: RenderInput): Promise<RenderResult> {
  return requestTruck.run(parseChosenTruck(input.truck), () =>
    requestApi.run(input.api, () => render(input)),
  )
}

/**
 * The router's own request handler loads the page, answers a redirect and dehydrates; the
 * callback streams React into the template around it. What the handler gives back is read into
 * the render contract.
 */
async function render(input: RenderInput): Promise<RenderResult> {
  let etagSource = ''
  const request = new Request(new URL(input.url, input.origin), {
    ...(input.signal ? { signal: input.signal } : {}),
  })
  const handle = createRequestHandler({
    request,
    createRouter: () =>
      createAppRouter(Promise.resolve(input.manifest), {
        history: createMemoryHistory({ initialEntries: [input.url] }),
        origin: input.origin,
        nonce: input.nonce,
      }),
  })
  const response = await handle(async ({ router }) => {
    const pathname = router.state.location.pathname
    // The page meta is route data too (docs/product.md#page-meta): it is in here.
    const settledData = await settle(
      router.state.matches.map((match) => [match.routeId, match.loaderData]),
    )
    etagSource = JSON.stringify([input.url, settledData])

    // A visitor's own flow (search results, order, payment results) is not for search engines.
    const collector: HeadCollector = {
      heads: isPrivatePage(pathname) ? [{ meta: [{ name: 'robots', content: 'noindex' }] }] : [],
    }
    const app = await renderToReadableStream(
      <StrictMode>
        <HeadCollectorContext.Provider value={collector}>
          <ShopProviders actors={serverActors()} hydrating onFirstRender={noop}>
            <RouterServer router={router} />
          </ShopProviders>
        </HeadCollectorContext.Provider>
      </StrictMode>,
      {
        signal: request.signal,
        ...(input.nonce ? { nonce: input.nonce } : {}),
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    )
    const assets = input.assetsFor?.(router.state.matches.map((match) => match.routeId))
    const [before, after] = splitTemplate(input.template, {
      head: renderHeadTags(mergeHeads(collector.heads), input.origin, pathname),
      assets,
      nonce: input.nonce,
    })
    const body = transformReadableStreamWithRouter(router, around(before, app, after), {
      rendererSafePoint: 'script-close',
      signal: request.signal,
    })
    // The response owns the router's clean-up from here.
    return createSsrStreamResponse(router, new Response(body, { status: pageStatus(router) }))
  })
  const location = response.headers.get('Location')
  if (location !== null && !response.body) {
    const status = response.status
    return { kind: 'redirect', status: status >= 300 && status < 400 ? status : 307, location }
  }
  if (!response.body) throw new Error('The page render gave no body')
  return { kind: 'page', status: response.status, body: response.body, etagSource }
}

const noop = () => {}

/** The router's status, except that a page error meaning "not found" (the fatal 404 of
 * docs/product.md#not-found-pages) is one. */
function pageStatus(router: ReturnType<typeof createAppRouter>): number {
  const failed = router.state.matches.find((match) => match.status === 'error')
  if (failed && pageNotFoundMessage(failed.error)) return 404
  return getSsrStatus(router)
}

/**
 * Unstarted actors: the server renders their initial state; the browser starts its own. They
 * are never started nor sent anything here (effects and handlers do not run on the server), so
 * one set serves every request: building the machines per request cost more than the page.
 */
let sharedActors: ShopActors | null = null
function serverActors(): ShopActors {
  if (sharedActors) return sharedActors
  const store = createAppDataStore(null)
  const cart = createCartActor()
  const session = createSessionActors({
    calls: apiSessionCalls,
    cart,
    store,
    navigate: noop,
    pathname: '/',
  })
  sharedActors = { boot: createBootActor(), cart, session, store }
  return sharedActors
}

/** Loader data with its deferred parts awaited (home streams sections): the page's content. */
async function settle(value: unknown, depth = 0): Promise<unknown> {
  if (value && typeof (value as PromiseLike<unknown>).then === 'function') {
    return settle(await (value as PromiseLike<unknown>), depth)
  }
  if (depth > 2 || typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) return Promise.all(value.map((item) => settle(item, depth + 1)))
  const entries = await Promise.all(
    Object.entries(value).map(async ([key, item]) => [key, await settle(item, depth + 1)]),
  )
  return Object.fromEntries(entries)
}

const appMarker = '<div id="app"></div>'

/**
 * The built index.html around the app: the page's head, its styles inline and the loader of
 * its scripts in place of Vite's tags (without assets, the template's own tags stay).
 */
function splitTemplate(
  template: string,
  { head, assets, nonce }: { head: string; assets: PageAssets | undefined; nonce?: string },
): [string, string] {
  const at = template.indexOf(appMarker)
  if (at < 0) throw new Error('index.html has no <div id="app"></div>')
  const top = template
    .slice(0, at)
    .replace(/<title>[\s\S]*?<\/title>\s*<meta\s+name="description"[^>]*>/, head)
  const withHead = assets
    ? withoutBuildAssets(top).replace('</head>', `${renderInlineStyles(assets.styles)}</head>`)
    : top
  // The router finds the document's end by `</body></html>` with nothing in between.
  const tail = template.slice(at + appMarker.length).replace(/<\/body>\s*<\/html>\s*$/, '')
  const loader = assets ? renderScriptLoader(assets, nonce) : ''
  return [`${withHead}<div id="app">`, `</div>${tail}${loader}</body></html>`]
}

function around(
  before: string,
  app: ReadableStream<Uint8Array>,
  after: string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const reader = app.getReader()
  let started = false
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true
        controller.enqueue(encoder.encode(before))
        return
      }
      const { done, value } = await reader.read()
      if (done) {
        controller.enqueue(encoder.encode(after))
        controller.close()
        return
      }
      controller.enqueue(value)
    },
    cancel(reason) {
      return reader.cancel(reason)
    },
  })
}
