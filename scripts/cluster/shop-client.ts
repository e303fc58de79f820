import fs from 'node:fs'

export interface Answer<T = unknown> {
  status: number
  body: T
}

/** One JSON request; a refused or cut connection is an answer of status 0 (the client's view). */
export async function api<T = Record<string, unknown>>(
  base: string,
  method: string,
  url: string,
  options: { token?: string; session?: string; body?: unknown } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {}
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.session) headers.session = options.session
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  try {
    const res = await fetch(`${base}${url}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    })
    const text = await res.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      // a page, or a balancer's own error page
    }
    return { status: res.status, body: body as T }
  } catch {
    return { status: 0, body: undefined as T }
  }
}

export interface OutboxLine {
  phone: string
  code?: string
  text?: string
}

export function outboxLines(file: string): OutboxLine[] {
  if (!fs.existsSync(file)) return []
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as OutboxLine)
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Registers a buyer as the shop's form does: a code by SMS (sent by a worker into the outbox),
 * then the registration with it. Returns the bearer token.
 */
export async function registerBuyer(base: string, outbox: string, phone: string, name: string) {
  const sent = await api(base, 'POST', '/api/auth/registration/send-sms', {
    body: { name, phone },
  })
  if (sent.status !== 200) {
    throw new Error(`send-sms for ${phone}: ${sent.status} ${JSON.stringify(sent.body)}`)
  }
  const digits = phone.replace(/\D/g, '')
  const deadline = Date.now() + 30_000
  let code: string | undefined
  while (!code && Date.now() < deadline) {
    code = outboxLines(outbox).findLast((line) => line.phone === digits && line.code)?.code
    if (!code) await sleep(100)
  }
  if (!code) throw new Error(`no SMS code for ${phone} within 30 s`)
  const registered = await api<{ token: { token: string } }>(
    base,
    'POST',
    '/api/auth/registration',
    { body: { name, phone, code } },
  )
  if (registered.status !== 200) {
    throw new Error(
      `registration of ${phone}: ${registered.status} ${JSON.stringify(registered.body)}`,
    )
  }
  return registered.body.token.token
}
