import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { negotiate } from '@fastify/accept-negotiator'
import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'

/**
 * How HTML and API answers are compressed, the one place: brotli first, then gzip, above a size
 * where compression saves more than it costs; brotli at a middle quality (fast enough per
 * request, most of the gain). Built assets are precompressed at their best (registerSpa).
 */
export const compressionSettings = {
  encodings: ['br', 'gzip'] as Array<'br' | 'gzip'>,
  threshold: 1024,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  zlibOptions: { level: 6 },
}

export type Encoding = (typeof compressionSettings.encodings)[number]

/**
 * On-the-fly compression of HTML and API answers with `Vary: Accept-Encoding`; an answer that
 * already has an encoding (a kept page, compressed once: compressOnce) is left alone.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    ...compressionSettings,
    // A request body is never compressed here: nothing to inflate.
    globalDecompression: false,
  })
}

/**
 * The encoding @fastify/compress would choose for this `Accept-Encoding` (its own negotiator and
 * its aliases: `*` and `x-gzip` mean gzip; q-values and `;q=0` honoured), or null for none.
 */
export function negotiatedEncoding(header: string | string[] | undefined): Encoding | null {
  if (typeof header !== 'string') return null
  const accepted = header.toLowerCase().replace(/\*|x-gzip/g, 'gzip')
  return (negotiate(accepted, compressionSettings.encodings) as Encoding | null) ?? null
}

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * A kept answer compressed once, as the plugin compresses the others, in libuv's thread pool:
 * brotli on a whole page is milliseconds the event loop keeps for other visitors.
 */
export const compressOnce = (body: Buffer, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br'
    ? brotliAsync(body, compressionSettings.brotliOptions)
    : gzipAsync(body, compressionSettings.zlibOptions)
