import type { FastifyReply } from 'fastify'

/** Search engines and other crawlers, by their user agents. */
const botAgents = /bot|crawl|spider|slurp|yandex|bingpreview|facebookexternalhit|mediapartners/i
export const isBot = (userAgent: string | undefined) =>
  Boolean(userAgent && botAgents.test(userAgent))

const botNotFound =
  '<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Ошибка 404</title></head><body>404</body></html>'

/** What a crawler gets for a missing page: the status and a minimal body, no error page. */
export const sendBotNotFound = (reply: FastifyReply) =>
  reply
    .status(404)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(botNotFound)
