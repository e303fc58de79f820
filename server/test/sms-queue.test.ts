import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listJobs } from '../src/jobs/jobs-report.ts'
import { SmsDeliveryError, type SmsGateway } from '../src/modules/sms/sms-gateway.ts'
import { createCustomer } from './commerce-fixtures.ts'
import { createTestApp } from './helpers.ts'
import { waitFor } from './support/wait-for.ts'

/** The login code leaves through the job queue: answered at once, sent (and retried) after. */
describe('SMS through the job queue', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>
  const delivered: Parameters<SmsGateway['send']>[0][] = []
  let refuseNext = 0
  /** The gateway holds each delivery until the test opens it: the request must not wait. */
  let open: () => void = () => {}
  const gate = new Promise<void>((resolve) => {
    open = resolve
  })

  beforeAll(async () => {
    ctx = await createTestApp({
      seed: false,
      overrides: {
        sms: {
          name: 'flaky',
          async send(message) {
            if (refuseNext > 0) {
              refuseNext--
              throw new SmsDeliveryError('SMS.ru answered HTTP 502')
            }
            await gate
            delivered.push(message)
          },
        },
      },
    })
  })
  afterAll(() => ctx.close())

  it('answers before the gateway is called, and a gateway failure is retried', async () => {
    const { customer } = await createCustomer(ctx.db)
    refuseNext = 1
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/send-sms',
      payload: { phone: customer.phone },
    })
    expect(sent.statusCode).toBe(200)
    expect(delivered).toEqual([])
    open()

    const { code } = await waitFor(
      () => delivered.find((message) => message.phone === customer.phone),
      'the code after one refusal',
    )
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: customer.phone, code },
    })
    expect(login.statusCode).toBe(200)
    const jobs = await waitFor(async () => {
      const rows = await listJobs(ctx.db, { queue: 'sms.send' })
      return rows.some((row) => row.state === 'completed') ? rows : undefined
    }, 'the sms.send job completed')
    expect(jobs[0]).toMatchObject({ state: 'completed', attempts: 2 })
  })
})
