// Precompresses the built shop: a .br (brotli, best) and a .gz (gzip, best) beside every text
// file worth it, which the server sends by content negotiation (@fastify/static preCompressed).
// Compressing once at build time lets us use the slowest, smallest settings.
import fs from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** Text types; images and fonts are compressed already. */
const compressible = /\.(m?js|css|html|svg|json|txt|xml|webmanifest)$/i
/** Below this a compressed answer saves less than its headers cost. */
const minBytes = 1024

export function precompressDir(dir: string) {
  let files = 0
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !compressible.test(entry.name)) continue
    const file = path.join(entry.parentPath, entry.name)
    const source = fs.readFileSync(file)
    if (source.length < minBytes) continue
    fs.writeFileSync(
      `${file}.br`,
      brotliCompressSync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
    )
    fs.writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }))
    files++
  }
  return files
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(process.env.DIST_DIR ?? 'dist')
  console.log(`Precompressed ${precompressDir(dist)} files in ${dist} (brotli and gzip)`)
}
