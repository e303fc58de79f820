import { fileURLToPath } from 'node:url'

/** Absolute path of the OpenAPI description, for the server and tools that read it from disk. */
export const openapiSpecFile = fileURLToPath(new URL('./openapi.yaml', import.meta.url))
