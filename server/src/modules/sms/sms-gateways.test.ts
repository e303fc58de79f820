import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSmsGateway } from './create-sms-gateway.ts'
import { createOutboxGateway } from './outbox-gateway.ts'
import { SmsDeliveryError } from './sms-gateway.ts'
import { smsSettingsFrom } from './sms-settings.ts'
import { createSmsRuGateway } from './smsru-gateway.ts'

describe('outbox gateway', () => {
  it('appends one JSON line per code to the configured file', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sms-')), 'nested', 'out.jsonl')
    const logged: string[] = []
    const gateway = createOutboxGateway(file, (m) => logged.push(m))
    await gateway.send({ phone: '79990000001', code: '1234', text: 'x' })
    await gateway.send({ phone: '79990000002', code: '0042', text: 'y' })
    const lines = fs
      .readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(lines).toHaveLength(2)
    expect(lines[1]).toMatchObject({ phone: '79990000002', code: '0042' })
    expect(Date.parse(lines[0].at)).not.toBeNaN()
    expect(logged).toHaveLength(2)
  })

  it('is the default and SMS_GATEWAY=smsru selects the provider', () => {
    const settingsOf = (env: NodeJS.ProcessEnv) => smsSettingsFrom(env, os.tmpdir(), os.tmpdir())
    expect(createSmsGateway(settingsOf({})).name).toBe('outbox')
    const sms = settingsOf({ SMS_GATEWAY: 'smsru', SMSRU_API_ID: 'k' })
    expect(createSmsGateway(sms).name).toBe('smsru')
    expect(() => settingsOf({ SMS_GATEWAY: 'pigeon' })).toThrow(/SMS_GATEWAY/)
    expect(() => createSmsGateway({ ...sms, smsRuApiId: '' })).toThrow(/SMSRU_API_ID/)
  })
})

describe('SMS.ru gateway against a local fake provider', () => {
  const requests: URL[] = []
  let mode: 'ok' | 'refuse' | 'http500' = 'ok'
  let server: http.Server
  let baseUrl: string

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      requests.push(url)
      if (mode === 'http500') {
        res.writeHead(500).end('oops')
        return
      }
      const to = url.searchParams.get('to') ?? ''
      const body =
        mode === 'ok'
          ? { status: 'OK', status_code: 100, sms: { [to]: { status: 'OK', status_code: 100 } } }
          : {
              status: 'OK',
              status_code: 100,
              sms: { [to]: { status: 'ERROR', status_code: 207, status_text: 'Нельзя' } },
            }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('sends the code text with the api key to /sms/send', async () => {
    mode = 'ok'
    const gateway = createSmsRuGateway({ apiId: 'secret', baseUrl, from: 'Gruzovik' })
    await gateway.send({ phone: '79990000001', code: '1234', text: 'Код: 1234' })
    const last = requests.at(-1)
    expect(last?.pathname).toBe('/sms/send')
    expect(last?.searchParams.get('api_id')).toBe('secret')
    expect(last?.searchParams.get('to')).toBe('79990000001')
    expect(last?.searchParams.get('msg')).toBe('Код: 1234')
    expect(last?.searchParams.get('json')).toBe('1')
    expect(last?.searchParams.get('from')).toBe('Gruzovik')
  })

  it('fails when the provider refuses the number or answers an HTTP error', async () => {
    const gateway = createSmsRuGateway({ apiId: 'secret', baseUrl })
    mode = 'refuse'
    await expect(gateway.send({ phone: '7999', code: '1', text: 't' })).rejects.toThrow(
      SmsDeliveryError,
    )
    mode = 'http500'
    await expect(gateway.send({ phone: '7999', code: '1', text: 't' })).rejects.toThrow(/500/)
  })

  it('fails cleanly when the provider is unreachable', async () => {
    const gateway = createSmsRuGateway({
      apiId: 'k',
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 2000,
    })
    await expect(gateway.send({ phone: '7999', code: '1', text: 't' })).rejects.toThrow(
      /unreachable/,
    )
  })
})
