import fs from 'node:fs/promises'
import path from 'node:path'
import type { SmsGateway } from './sms-gateway.ts'

type Log = (message: string) => void

/**
 * Development gateway: appends `{"phone","code","text","at"}` as one JSON line to a file so a
 * developer (or an e2e test) can read the code or the message, and logs it.
 */
export function createOutboxGateway(file: string, log: Log = () => {}): SmsGateway {
  return {
    name: 'outbox',
    async send({ phone, code, text }) {
      const line = JSON.stringify({ phone, code, text, at: new Date().toISOString() })
      await fs.mkdir(path.dirname(file), { recursive: true })
      await fs.appendFile(file, `${line}\n`, 'utf8')
      log(`SMS ${code ? 'code ' : ''}for +${phone} written to ${file}`)
    },
  }
}
