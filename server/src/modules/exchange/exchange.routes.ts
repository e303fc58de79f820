import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { type ExchangeService, exchangeCookie, exchangeImagesPrefix } from './exchange.service.ts'
import { picturePath } from './exchange-pictures.ts'
import { exchangeMessages } from './messages.ts'

type Query = { type?: string; mode?: string; filename?: string; limit?: string; id?: string }

function basicCredentials(header: string | undefined) {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '')
  if (!match?.[1]) return null
  const decoded = Buffer.from(match[1], 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  return colon < 0 ? null : { login: decoded.slice(0, colon), password: decoded.slice(colon + 1) }
}

function cookieOf(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return decodeURIComponent(value.join('='))
  }
  return null
}

/**
 * `/1c_exchange` (GET and POST), 1C's "обмен с сайтом" (not part of the /api contract): plain
 * text answers as 1C expects them, HTTP Basic against EXCHANGE_LOGIN/EXCHANGE_PASSWORD, the
 * checkauth cookie naming the session. Off (404) while EXCHANGE_LOGIN is unset. Pictures 1C
 * sent are served under /1c_images/ from the database, by any process.
 */
export function registerExchangeRoutes(app: FastifyInstance, exchange: ExchangeService) {
  if (!exchange.enabled) return
  app.register(async (scope) => {
    // Bodies are files (XML, zip, pictures) the service reads from the raw request as a
    // stream. The parser leaves them unread: a stream as `request.body` would be walked by the
    // app's body checks (body-guard), and an IncomingMessage links to the whole server.
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined))

    const handler = async (
      request: FastifyRequest<{ Querystring: Query }>,
      reply: FastifyReply,
    ) => {
      const { type = '', mode = '', filename } = request.query
      const plain = (status: number, body: string) =>
        reply
          .status(status)
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(body)
      const credentials = basicCredentials(request.headers.authorization)
      const authorised =
        credentials && exchange.credentialsMatch(credentials.login, credentials.password)
      if ((mode === 'checkauth' || mode === 'log' || mode === 'photo') && !authorised) {
        reply.header('www-authenticate', 'Basic realm="1c_exchange", charset="UTF-8"')
        return plain(401, `failure\n${exchangeMessages.unauthorized}`)
      }
      if (credentials && !authorised) return plain(401, `failure\n${exchangeMessages.unauthorized}`)
      if (mode === 'log') {
        // The operator's view of the exchange log, behind the exchange's own login.
        const limit = Math.min(
          500,
          Math.max(1, Number.parseInt(request.query.limit ?? '', 10) || 50),
        )
        return plain(200, await exchange.readableLog(limit))
      }
      if (mode === 'photo') {
        // A claim's photo for 1C (the links of its Документ), behind the exchange's own login.
        const photo = await exchange.claimPhoto(request.query.id ?? '')
        if (!photo) return plain(404, `failure\n${exchangeMessages.photoNotFound}`)
        return reply
          .type(photo.contentType)
          .header('cache-control', 'private, no-store')
          .send(photo.body)
      }
      const answer = await exchange.handle({
        type,
        mode,
        filename,
        sessionId: cookieOf(request.headers.cookie, exchangeCookie),
        body: request.method === 'POST' ? request.raw : undefined,
      })
      if (answer.kind === 'xml') {
        return reply
          .type('application/xml; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(answer.xml)
      }
      return plain(answer.status ?? 200, answer.text)
    }
    scope.get('/1c_exchange', handler)
    scope.post('/1c_exchange', { bodyLimit: 1024 ** 4 }, handler)
  })

  app.get<{ Params: { '*': string } }>(`${exchangeImagesPrefix}/*`, async (request, reply) => {
    const relative = picturePath(request.params['*'])
    const picture = relative ? await exchange.picture(relative) : null
    if (!picture) return reply.callNotFound()
    // A week in any cache, then asked again with the ETag: a picture 1C changed under the same
    // name is seen within the week, an unchanged one costs a 304.
    reply.header('cache-control', 'public, max-age=604800').header('etag', picture.etag)
    if (etagMatches(request.headers['if-none-match'], picture.etag)) return reply.code(304).send()
    return reply.type(picture.contentType).send(picture.body)
  })
}

/** Whether If-None-Match names the ETag (a list, weak forms, or `*`). */
function etagMatches(header: string | undefined, etag: string) {
  if (!header) return false
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag)
}
