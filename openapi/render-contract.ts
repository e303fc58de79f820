/**
 * The contract between the server render (src/entry-server.tsx, built to
 * `dist-server/entry-server.js`) and the server that loads it (server/src/http/ssr.ts): one
 * definition both sides type against. Types only.
 */

/** A page's styles and scripts, from the build's Vite manifest (server/src/http/ssr-assets.ts). */
export interface PageAssets {
  /** The page's stylesheets in cascade order, with their text. */
  styles: ReadonlyArray<{ href: string; text: string }>
  /** The shop's entry module; null serves the page without scripts. */
  entry: string | null
  /** The modules the entry and the page's routes import, fetched alongside it. */
  preloads: readonly string[]
}

/** What the server hands the render for one request; `Manifest` is the build's app manifest. */
export interface RenderInput<Manifest = unknown> {
  /** The requested path with its query. */
  url: string
  /** The shop's public origin, for absolute canonical and Open Graph addresses. */
  origin: string
  /** The built index.html. */
  template: string
  manifest: Manifest | null
  /** Answers the shop's `/api` calls for this visitor (the server's own handlers, in process). */
  api: (request: Request) => Promise<Response>
  /** The styles and scripts of a page with these routes, from the build's manifest. */
  assetsFor?: (routeIds: readonly string[]) => PageAssets
  /**
   * The response's CSP nonce for the inline scripts; without one (a page kept for everyone) the
   * server allows them by their hashes instead.
   */
  nonce?: string
  signal?: AbortSignal
  /**
   * The visitor's `truck` cookie as sent (docs/product.md#the-chosen-truck): the page marks what
   * fits it. A page with one is the visitor's own, never kept for everyone.
   */
  truck?: string
}

/**
 * The render's answer: a redirect, or the page with the router's status (200, or 404 when no
 * route matched or a loader threw `notFound()`) and the source of its ETag.
 */
export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; body: ReadableStream<Uint8Array>; etagSource: string }

/** What `dist-server/entry-server.js` exports. */
export interface ServerEntry<Manifest = unknown> {
  renderPage(input: RenderInput<Manifest>): Promise<RenderResult>
}
