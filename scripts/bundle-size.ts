import fs from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { readRouteAssets } from '../server/src/http/ssr-assets.ts'

export interface BundleSize {
  /** Entry script plus its modulepreloads, brotli as the server sends it to browsers. */
  jsKb: number
  /** The same files gzipped (what a client without brotli receives). */
  jsGzipKb: number
  cssKb: number
  scripts: number
}

/** Bytes a browser receives for `file`: its precompressed `.br` when the build made one. */
function brotliBytes(distDir: string, file: string) {
  const br = path.join(distDir, `${file}.br`)
  if (fs.existsSync(br)) return fs.statSync(br).size
  return brotliCompressSync(fs.readFileSync(path.join(distDir, file))).length
}

/**
 * Compressed size of an entry's initial JavaScript and CSS in a built `dist/`: the home page's
 * (`index.html`) by default, or another HTML entry's (`account.html`).
 */
export function measureHomeBundle(distDir: string, entryHtml = 'index.html'): BundleSize {
  const html = fs.readFileSync(path.join(distDir, entryHtml), 'utf8')
  const attr = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1] ?? '')
  const scripts = attr(/<script[^>]+src="([^"]+\.js)"/g)
  const preloads = attr(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)
  const styles = attr(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)
  const js = [...new Set([...scripts, ...preloads])]
  const kb = (files: string[], size: (file: string) => number) =>
    files.reduce((sum, file) => sum + size(file), 0) / 1024
  const gzip = (file: string) => gzipSync(fs.readFileSync(path.join(distDir, file))).length
  return {
    jsKb: kb(js, (file) => brotliBytes(distDir, file)),
    jsGzipKb: kb(js, gzip),
    cssKb: kb(styles, (file) => brotliBytes(distDir, file)),
    scripts: scripts.length,
  }
}

/** The pages the build reports, as the route ids their server render matches. */
export const reportedPages: Array<[string, string[]]> = [
  ['home', ['__root__', '/']],
  ['catalogue', ['__root__', '/catalog/$a/']],
  ['part', ['__root__', '/parts/$slug']],
  ['search', ['__root__', '/search']],
]

/**
 * What a server-rendered page starts with, read as the server reads it (ssr-assets.ts): the
 * entry, its preloads and the page's route chunks; script files and their brotli KB.
 */
export function measurePageStart(distDir: string, routeIds: readonly string[]) {
  const assets = readRouteAssets(distDir)?.(routeIds)
  if (!assets?.entry) return null
  const scripts = [assets.entry, ...assets.preloads].map((href) => href.replace(/^\//, ''))
  return {
    scripts: scripts.length,
    jsKb: scripts.reduce((sum, file) => sum + brotliBytes(distDir, file), 0) / 1024,
  }
}
