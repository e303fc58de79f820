import { constants } from 'node:zlib'
import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'

/** Below this many bytes compression saves less than it costs. */
export const compressionThreshold = 1024

/**
 * On-the-fly compression of HTML and API answers (brotli first, then gzip) above the
 * threshold, with `Vary: Accept-Encoding`. Brotli at a middle quality: fast enough per request,
 * most of the gain. Built assets are precompressed at their best and sent as they are
 * (registerSpa); an answer that already has an encoding is left alone.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: compressionThreshold,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
    // A request body is never compressed here: nothing to inflate.
    globalDecompression: false,
  })
}
