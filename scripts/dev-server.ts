/**
 * `npm run dev`: where Vite listens and where it sends `/api`. The API is the reference server
 * started with `npm run serve`, which reads PORT and HOST: the proxy follows the same settings,
 * so changing PORT for the server does not leave the dev shop answering 502.
 */
export interface DevServerSettings {
  port: number
  apiTarget: string
}

type Env = Record<string, string | undefined>

export function devServerSettings(env: Env): DevServerSettings {
  const apiPort = portOf(env.PORT, 3000, 'PORT')
  // A server listening on every interface is reached on loopback.
  const apiHost = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST
  const host = apiHost.includes(':') ? `[${apiHost}]` : apiHost
  return {
    port: portOf(env.DEV_PORT, 5173, 'DEV_PORT'),
    apiTarget: env.DEV_API_URL || `http://${host}:${apiPort}`,
  }
}

function portOf(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback
  const port = Number(value)
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`${name} must be a port number from 1 to 65535, got "${value}"`)
  }
  return port
}
