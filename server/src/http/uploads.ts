import type { FastifyInstance, FastifyRequest } from 'fastify'
import { HttpError } from './http-error.ts'
import { httpMessages } from './messages.ts'

/** The content types a file upload may carry (the contract's upload operations list them). */
export const uploadTypes = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'application/octet-stream',
  'text/csv',
  'text/plain',
  'image/jpeg',
  'image/png',
  'image/heic',
  'image/webp',
] as const

interface UploadConfig {
  upload?: boolean
  /** This operation's own limit (a claim's photo: 10 MB), else the shop's `maxBytes`. */
  uploadMaxBytes?: number
}

const uploadConfig = (request: FastifyRequest) =>
  (request.routeOptions.config as UploadConfig | undefined) ?? {}

/**
 * File uploads: an operation marked `x-fastify-config: { upload: true }` in openapi.yaml takes
 * the file itself as its body (a Buffer; `text/plain` too), up to `maxBytes` (or the operation's `uploadMaxBytes`), counted while it
 * arrives, so a bigger file is cut off with 413 and a message naming the limit. Every other
 * route keeps the JSON-only rule of body-guard.ts: these types are refused there with 415.
 * The contract's binary body schema is the documentation; Fastify does not validate a Buffer.
 */
export function registerUploads(app: FastifyInstance, { maxBytes }: { maxBytes: number }) {
  app.addHook('onRoute', (route) => {
    if ((route.config as { upload?: boolean } | undefined)?.upload !== true) return
    if (route.schema?.body) delete route.schema.body
  })
  app.removeContentTypeParser('text/plain')
  app.addContentTypeParser([...uploadTypes], (request, payload, done) => {
    const config = uploadConfig(request)
    const upload = config.upload === true
    const limit = (upload && config.uploadMaxBytes) || maxBytes
    const chunks: Buffer[] = []
    let size = 0
    let finished = false
    const finish = (error: Error | null, body?: Buffer) => {
      if (finished) return
      finished = true
      done(error, body)
    }
    payload.on('data', (chunk: Buffer) => {
      if (finished) return
      size += chunk.length
      if (size > limit) {
        // The rest of the body is read and thrown away, so the answer still reaches the client.
        payload.resume()
        const megabytes = Math.round(limit / 1024 / 1024)
        const photo = (request.headers['content-type'] ?? '').startsWith('image/')
        finish(
          new HttpError(
            413,
            photo || config.uploadMaxBytes
              ? httpMessages.photoTooLarge(megabytes)
              : httpMessages.fileTooLarge(megabytes),
          ),
        )
        return
      }
      if (upload) chunks.push(chunk)
    })
    payload.on('end', () => {
      // An empty body under any type is no body (body-guard.ts); a filled one is only for uploads.
      if (size === 0) finish(null, undefined)
      else if (!upload) finish(new HttpError(415, httpMessages.jsonOnly))
      else finish(null, Buffer.concat(chunks, size))
    })
    payload.on('error', (error) => finish(error))
  })
}
