import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const haproxyConfigFile = path.join(repoRoot, 'deploy/haproxy.cfg')

/**
 * deploy/haproxy.cfg as it runs on this machine for a test or a bench: the lines marked
 * `# host` (the system's log socket, chroot, user, daemon) dropped, the frontend bound to a
 * loopback port and the servers between `# servers` and `# servers end` replaced — everything
 * else (checks, retries, redispatch, request ids) is the deployment's own text, not a copy.
 */
export function renderHaproxyConfig(
  template: string,
  options: { port: number; serverPorts: number[] },
): string {
  const lines = template.split('\n')
  const start = lines.findIndex((line) => line.trim() === '# servers')
  const end = lines.findIndex((line) => line.trim() === '# servers end')
  const binds = lines.filter((line) => /^\s*bind\s/.test(line))
  if (start < 0 || end < start || binds.length !== 1) {
    throw new Error('deploy/haproxy.cfg lost its `# servers` markers or its one bind line')
  }
  const indent = /^\s*/.exec(lines[start] ?? '')?.[0] ?? ''
  const servers = options.serverPorts.map(
    (port, index) => `${indent}server web${index + 1} 127.0.0.1:${port} check`,
  )
  return [...lines.slice(0, start + 1), ...servers, ...lines.slice(end)]
    .filter((line) => !/#\s*host\s*$/.test(line))
    .map((line) => line.replace(/^(\s*)bind\s.*$/, `$1bind 127.0.0.1:${options.port}`))
    .join('\n')
}

export function renderDeployedHaproxyConfig(options: { port: number; serverPorts: number[] }) {
  return renderHaproxyConfig(fs.readFileSync(haproxyConfigFile, 'utf8'), options)
}
