import { describe, expect, it } from 'vitest'
import { renderDeployedHaproxyConfig } from './haproxy-config.ts'

describe('deploy/haproxy.cfg rendered for loopback ports', () => {
  const rendered = renderDeployedHaproxyConfig({ port: 4780, serverPorts: [4781, 4782] })

  it('binds the given port and lists exactly the given servers', () => {
    expect(rendered.match(/^\s*bind .*$/gm)).toEqual(['    bind 127.0.0.1:4780'])
    expect(rendered.match(/^\s*server .*$/gm)).toEqual([
      '    server web1 127.0.0.1:4781 check',
      '    server web2 127.0.0.1:4782 check',
    ])
  })

  it("drops the host's paths and user, and keeps the deployment's behaviour", () => {
    expect(rendered).not.toMatch(/chroot|user haproxy|\/dev\/log|admin\.sock|^\s*daemon/m)
    for (const kept of [
      'http-check send meth GET uri /health/ready',
      'option redispatch',
      'retry-on conn-failure',
      'http-request disable-l7-retry unless',
      'unique-id-format',
    ]) {
      expect(rendered).toContain(kept)
    }
  })
})
