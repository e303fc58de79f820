import cookie from '@fastify/cookie'
import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

/** Hosts the shop may load scripts, styles or images from besides itself (Yandex Maps later). */
export interface SecurityOptions {
  extraScriptHosts?: string[]
  extraConnectHosts?: string[]
}

/**
 * Security headers for the SPA and the API: a CSP allowing only our own scripts and styles
 * (scripts strictly; inline styles allowed for positioning and the chat widget),
 * no MIME sniffing, no framing; and cookie support for the SameSite=Lax `token` cookie.
 */
export async function registerSecurity(app: FastifyInstance, options: SecurityOptions = {}) {
  await app.register(cookie)
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.extraScriptHosts ?? [])],
        // Inline styles stay allowed: the chat widget and overlay positioning write style
        // elements/attributes; scripts, the real risk, remain limited to our own origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(options.extraConnectHosts ?? [])],
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
}
