import cookie from '@fastify/cookie'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import helmet from 'helmet'
import type { ServerConfig } from '../config.ts'

/** Sources a directive allows besides the shop's own, by directive. */
export interface ExternalSources {
  script: string[]
  style: string[]
  img: string[]
  connect: string[]
  worker: string[]
}

/**
 * Yandex Maps JS API v3 (the branches map), as Yandex's CSP page lists it for basic map
 * operation (yandex.ru/maps-api/docs/js-api/common/connection/csp.html): the loader and its
 * subdomains, yastatic.net for the runtime bundles and styles, the *.maps.yandex.net tile
 * and data hosts, workers from data:/blob: wrappers, and 'unsafe-eval', which the vector
 * engine needs to parse tiles. The geocoder, suggest and routing hosts are left out: the
 * shop only shows its branches.
 */
const yandexMaps = {
  loader: ['https://api-maps.yandex.ru', 'https://*.api-maps.yandex.ru'],
  static: 'https://yastatic.net',
  tiles: 'https://*.maps.yandex.net',
}

const metrika = 'https://mc.yandex.ru'

/** What the configured outside services need: nothing when none is set. */
export function externalSources(
  config: Pick<ServerConfig, 'mapsApiKey' | 'callTrackingUrl' | 'metrikaCounterId'>,
): ExternalSources {
  const sources: ExternalSources = { script: [], style: [], img: [], connect: [], worker: [] }
  if (config.mapsApiKey) {
    const { loader, static: yastatic, tiles } = yandexMaps
    sources.script.push(...loader, yastatic, "'unsafe-eval'")
    sources.style.push(...loader, yastatic)
    sources.img.push(...loader, tiles)
    sources.connect.push(...loader, tiles)
    sources.worker.push('data:', 'blob:', ...loader, yastatic)
  }
  if (config.callTrackingUrl) sources.connect.push(new URL(config.callTrackingUrl).origin)
  if (config.metrikaCounterId) {
    // Metrika's tag, its hits (beacons and pixels) and its data-layer reads.
    sources.script.push(metrika)
    sources.img.push(metrika)
    sources.connect.push(metrika)
  }
  return sources
}

/**
 * Security headers for the SPA and the API: a CSP allowing only our own scripts and styles
 * (scripts strictly; inline styles allowed for positioning and the chat widget) plus the hosts
 * of the outside services that are configured (externalSources), no MIME sniffing, no framing;
 * and cookie support for the SameSite=Lax `token` cookie. `internal` requests (the server
 * render's own data calls, whose answers never reach a browser) get no headers.
 */
export async function registerSecurity(
  app: FastifyInstance,
  config: Pick<ServerConfig, 'mapsApiKey' | 'callTrackingUrl' | 'metrikaCounterId'>,
  internal: (request: FastifyRequest) => boolean = () => false,
  /** `npm run dev` only: Vite's inline scripts (vite-dev.ts); production adds none. */
  devScripts: readonly string[] = [],
) {
  const extra = externalSources(config)
  extra.script.push(...devScripts)
  await app.register(cookie)
  // Helmet's middleware built once: @fastify/helmet builds it anew for every request (its
  // directives parsed again), a few per cent of a suggest keystroke's time in the server.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra.script],
        // Inline styles stay allowed: the chat widget and overlay positioning write style
        // elements/attributes; scripts, the real risk, come only from our origin and the
        // configured map's hosts.
        styleSrc: ["'self'", "'unsafe-inline'", ...extra.style],
        imgSrc: ["'self'", 'data:', 'blob:', ...extra.img],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...extra.connect],
        // Without a setting workers fall back to script-src, as before.
        ...(extra.worker.length > 0 ? { workerSrc: ["'self'", ...extra.worker] } : {}),
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer-when-downgrade' },
    crossOriginEmbedderPolicy: false,
  })
  app.addHook('onRequest', (request, reply, done) => {
    if (internal(request)) return done()
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined))
  })
}
