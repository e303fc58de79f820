import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readConfig } from './config.ts'
import { viteDevPages } from './http/vite-dev.ts'
import { serve } from './serve.ts'

/**
 * `npm run dev`: the server of `npm start` (the same data, API and server render) with Vite
 * inside it: the pages are rendered from `src/` as they are edited, with hot reload, on
 * DEV_PORT (5173). Pages are rendered for every request (HTML_CACHE_SECONDS 0 unless set).
 */
process.env.NODE_ENV ??= 'development'
process.env.HTML_CACHE_SECONDS ??= '0'
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const config = readConfig({ APP_ENV: 'development', ...process.env })
await serve(
  { ...config, port: Number(process.env.DEV_PORT || 5173) },
  { dev: (app) => viteDevPages(app, root) },
)
