import fs from 'node:fs/promises'
import path from 'node:path'
import type { MailGateway } from './mail-gateway.ts'

/** Development gateway: appends `{"from","to","subject","text","at"}` as one JSON line to a file. */
export function createMailOutboxGateway(
  file: string,
  from: string,
  log: (message: string) => void = () => {},
): MailGateway {
  return {
    name: 'outbox',
    async send({ to, subject, text }) {
      const line = JSON.stringify({ from, to, subject, text, at: new Date().toISOString() })
      await fs.mkdir(path.dirname(file), { recursive: true })
      await fs.appendFile(file, `${line}\n`, 'utf8')
      log(`E-mail to ${to} written to ${file}`)
    },
  }
}
