/**
 * Builds the shop twice from one build id: the browser's files (dist/) and the server render's
 * bundle (dist-server/), which must agree on it.
 */
import { randomUUID } from 'node:crypto'
import { build } from 'vite'

process.env.BUILD_ID ??= randomUUID()
await build()
await build({ build: { ssr: true } })
