import fs from 'node:fs'
import path from 'node:path'
import type { ServerEntry } from '@gruzovik/openapi/render-contract'
import type { FastifyInstance } from 'fastify'
import { createServer } from 'vite'
import { inlineScriptHashes, type RenderSource } from './ssr.ts'

/** What `npm run dev` changes in the app (app.ts `dev`): where the pages come from. */
export interface DevPages {
  /** The render from Vite's modules and Vite's transformed index.html. */
  source: RenderSource
  /** The HTML entries as Vite serves them (the account module is client-rendered). */
  shell(file: 'index.html' | 'account.html', url: string): Promise<string>
  /** CSP sources for Vite's own inline scripts (React Refresh's preamble): development only. */
  scriptSources: string[]
}

/**
 * `npm run dev` (server/src/dev.ts): Vite in middleware mode inside the app, as a hook before
 * every other (the way security.ts runs helmet): what Vite serves (modules, `/@vite/client`,
 * `public/`) it answers, the rest goes on to the app; hot updates on the app's own port. The
 * pages are rendered by the same renderer as `npm start`, from `src/entry-server.tsx` loaded by
 * Vite and Vite's `index.html`.
 */
export async function viteDevPages(app: FastifyInstance, root: string): Promise<DevPages> {
  const vite = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    server: {
      middlewareMode: true,
      hmr: { server: app.server },
      // Transformed while the database opens, not when the first page is asked for.
      warmup: { ssrFiles: ['./src/entry-server.tsx'] },
    },
    appType: 'custom',
  })
  app.addHook('onRequest', (request, reply, done) => {
    // The API is the app's alone (the render's own calls come this way too).
    if (request.url.startsWith('/api/')) return done()
    vite.middlewares(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined))
  })
  app.addHook('onClose', () => vite.close())
  // An edit changes the pages: their ETags follow it, so a reload never gets a stale 304.
  let edits = 0
  vite.watcher.on('all', () => {
    edits += 1
  })
  const html = (file: string, url: string) =>
    vite.transformIndexHtml(url, fs.readFileSync(path.join(root, file), 'utf8'))
  return {
    source: {
      entry: () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<ServerEntry>,
      template: (url) => html('index.html', url),
      manifest: null,
      version: () => `dev-${edits}`,
    },
    shell: html,
    scriptSources: inlineScriptHashes(await html('index.html', '/'))
      .split(' ')
      .filter(Boolean),
  }
}
