import fs from 'node:fs'
import path from 'node:path'
import type { PageAssets } from '@gruzovik/openapi/render-contract'

interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
}

export type { PageAssets }

/**
 * A route id of the shop's file routes as its file: `/` → `index`, `/parts/$slug` →
 * `parts.$slug`, `/catalog/$a/` → `catalog.$a.index`.
 */
export function routeFile(routeId: string): string | null {
  if (routeId === '__root__') return null
  const trimmed = routeId.replace(/^\//, '')
  const withIndex = trimmed === '' ? 'index' : trimmed.replace(/\/$/, '/index')
  return `src/routes/${withIndex.replaceAll('/', '.')}.tsx`
}

/**
 * Parts of every page's layout that the browser loads lazily but the server renders at once:
 * their styles must be in the head too.
 */
const lazyLayoutParts = ['src/features/layout/components/Footer/Footer.tsx']

/**
 * Everything a server-rendered page loads, from the build's Vite manifest: index.html's entry
 * with what it imports, and each matched route's component chunk with what that imports.
 * Styles come in Vite's order (a chunk's imports before its own), with their text to inline;
 * scripts are the entry and its preloads. Null for a build without a manifest: the pages then
 * keep index.html's own tags.
 */
export function readRouteAssets(
  distDir: string,
): ((routeIds: readonly string[]) => PageAssets) | null {
  let manifest: Record<string, ManifestChunk>
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'))
  } catch {
    return null
  }
  const entry = manifest['index.html']
  if (!entry) return null
  interface Found {
    css: string[]
    js: string[]
  }
  const collect = (key: string, seen: Set<string>, into: Found) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    into.js.push(`/${chunk.file}`)
    for (const child of chunk.imports ?? []) collect(child, seen, into)
    for (const css of chunk.css ?? []) into.css.push(`/${css}`)
  }
  const texts = new Map<string, string>()
  const textOf = (href: string) => {
    let text = texts.get(href)
    if (text === undefined) {
      text = fs.readFileSync(path.join(distDir, href), 'utf8')
      texts.set(href, text)
    }
    return text
  }
  const cache = new Map<string, PageAssets>()
  return (routeIds) => {
    const key = routeIds.join('|')
    const cached = cache.get(key)
    if (cached) return cached
    const found: Found = { css: [], js: [] }
    const seen = new Set<string>()
    collect('index.html', seen, found)
    const routeChunks = routeIds.flatMap((id) => {
      const file = routeFile(id)
      return file ? [`${file}?tsr-split=component`] : []
    })
    for (const key of [...lazyLayoutParts, ...routeChunks]) collect(key, seen, found)
    const entryFile = `/${entry.file}`
    const assets: PageAssets = {
      styles: [...new Set(found.css)].map((href) => ({ href, text: textOf(href) })),
      entry: entryFile,
      preloads: [...new Set(found.js)].filter((href) => href !== entryFile),
    }
    cache.set(key, assets)
    return assets
  }
}
