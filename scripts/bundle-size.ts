import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export interface BundleSize {
  /** Entry script plus its modulepreloads: what the home page must load before it runs. */
  jsKb: number
  cssKb: number
  scripts: number
}

/** Gzipped size of the home page's initial JavaScript and CSS in a built `dist/`. */
export function measureHomeBundle(distDir: string): BundleSize {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8')
  const attr = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1] ?? '')
  const scripts = attr(/<script[^>]+src="([^"]+\.js)"/g)
  const preloads = attr(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)
  const styles = attr(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)
  const gzipKb = (files: string[]) =>
    files.reduce(
      (sum, file) => sum + gzipSync(fs.readFileSync(path.join(distDir, file))).length,
      0,
    ) / 1024
  return {
    jsKb: gzipKb([...new Set([...scripts, ...preloads])]),
    cssKb: gzipKb(styles),
    scripts: scripts.length,
  }
}
