import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../helpers.ts'
import { checkAnswer } from '../support/answer-check.ts'
import { findInconsistencies } from '../support/db-invariants.ts'
import { loadOpenApi, type Operation } from '../support/openapi-model.ts'
import {
  type FuzzRequest,
  hostilePathSegments,
  requestArbitrary,
} from '../support/request-arbitrary.ts'
import { mintToken, seededCustomer, seededPools } from '../support/seeded-fixtures.ts'

/**
 * Fixed seed: a failure is reproduced by running the file again. FUZZ_SEED tries another,
 * FUZZ_REQUESTS changes the count, FUZZ_PROFILE=1 prints time and statuses per operation.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20261121)
const totalRequests = Number(process.env.FUZZ_REQUESTS ?? 5200)

const model = loadOpenApi()
type TestApp = Awaited<ReturnType<typeof createTestApp>>

describe('requests generated from the OpenAPI schemas', () => {
  let t: TestApp
  let customerId = ''
  let token = ''
  const failures = new Map<string, string[]>()
  const undeclared = new Map<string, Set<number>>()
  let sent = 0
  const timings = new Map<string, number>()
  /** Status counts per operation: shows the generator reaches handlers, not only validation. */
  const statuses = new Map<string, Map<number, number>>()

  beforeAll(async () => {
    t = await createTestApp()
    const customer = await seededCustomer(t.db)
    customerId = customer.id
    token = await mintToken(t.db, customerId)
  }, 180_000)
  afterAll(async () => {
    await t?.close()
  })

  async function send(op: Operation, request: FuzzRequest) {
    const headers = { ...request.headers }
    if (request.auth === 'garbage') headers.authorization = 'Bearer not-a-real-token'
    if (request.auth === 'customer') {
      // Logging out ends the token it carries: give it its own so the run keeps its session.
      const bearer = op.operationId === 'logout' ? await mintToken(t.db, customerId) : token
      headers.authorization = `Bearer ${bearer}`
    }
    const started = performance.now()
    const answer = await t.app.inject({
      method: request.method,
      url: request.url,
      headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    })
    sent++
    timings.set(op.operationId, (timings.get(op.operationId) ?? 0) + performance.now() - started)
    const seen = statuses.get(op.operationId) ?? new Map<number, number>()
    seen.set(answer.statusCode, (seen.get(answer.statusCode) ?? 0) + 1)
    statuses.set(op.operationId, seen)
    const verdict = checkAnswer(
      op,
      { statusCode: answer.statusCode, headers: answer.headers, body: answer.body },
      (d) => model.errorValidator(d),
      request.url,
    )
    if (!verdict.ok) {
      const key = `${op.operationId}: ${verdict.problem.slice(0, 120)}`
      const samples = failures.get(key) ?? []
      if (samples.length < 2) {
        samples.push(
          `${request.kind} ${request.auth} ${request.method} ${request.url.slice(0, 200)} ${JSON.stringify(headers)} ${request.payload?.slice(0, 300) ?? ''} → ${verdict.problem}`,
        )
      }
      failures.set(key, samples)
    } else if (verdict.undeclared) {
      const set = undeclared.get(op.operationId) ?? new Set<number>()
      set.add(verdict.undeclared)
      undeclared.set(op.operationId, set)
    }
  }

  const report = () =>
    [...failures.entries()]
      .map(([key, samples]) => `${key}\n    ${samples.join('\n    ')}`)
      .join('\n')

  it('covers every operation of the yaml', () => {
    expect(model.operations.length).toBeGreaterThanOrEqual(50)
    expect(new Set(model.operations.map((op) => op.operationId)).size).toBe(model.operations.length)
  })

  it(`answers ${totalRequests}+ valid and malformed requests with declared statuses and shapes, never 5xx`, async () => {
    const pools = await seededPools(t.db, (await seededCustomer(t.db)).accountId)
    const perOperation = Math.ceil(totalRequests / model.operations.length)
    const batches = model.operations.map((op, index) => ({
      op,
      requests: fc.sample(requestArbitrary(op, model.resolve, pools), {
        seed: seed + index,
        numRuns: perOperation,
      }),
    }))
    // Interleave operations so carts, orders and account rows change between each other's calls.
    for (let i = 0; i < perOperation; i++) {
      for (const { op, requests } of batches) {
        const request = requests[i]
        if (request) await send(op, request)
      }
    }
    if (undeclared.size) {
      console.info(
        'Generic statuses the yaml does not declare:\n' +
          [...undeclared].map(([id, s]) => `  ${id}: ${[...s].join(', ')}`).join('\n'),
      )
    }
    if (process.env.FUZZ_PROFILE) {
      const slowest = [...timings].sort((a, b) => b[1] - a[1]).slice(0, 12)
      console.info(slowest.map(([id, ms]) => `${id} ${Math.round(ms)} ms`).join('\n'))
      console.info(
        [...statuses]
          .map(([id, m]) => `${id} ${[...m].map(([status, n]) => `${status}×${n}`).join(' ')}`)
          .join('\n'),
      )
    }
    expect(sent).toBeGreaterThanOrEqual(totalRequests)
    expect(report()).toBe('')
    // Generous: the budget is ~2 minutes on an idle 2-core machine, shared machines are slower.
  }, 480_000)

  it('refuses a multi-megabyte body with 413 on every operation that takes one', async () => {
    const huge = JSON.stringify({ comment: 'я'.repeat(1_500_000) })
    const statuses: Record<string, number> = {}
    for (const op of model.operations.filter((o) => o.body)) {
      const answer = await t.app.inject({
        method: op.method,
        url: op.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload: huge,
      })
      statuses[op.operationId] = answer.statusCode
      expect(model.errorValidator(JSON.parse(answer.body))).toBe(true)
    }
    expect(Object.values(statuses).every((s) => s === 413)).toBe(true)
  })

  it('answers a body nested thousands of levels deep with a 4xx on every operation that takes one', async () => {
    const problems: string[] = []
    for (const depth of [5_000, 20_000]) {
      for (const op of model.operations.filter((o) => o.body)) {
        const answer = await t.app.inject({
          method: op.method,
          url: op.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          payload: `${'['.repeat(depth)}${']'.repeat(depth)}`,
        })
        if (answer.statusCode < 400 || answer.statusCode >= 500) {
          problems.push(`${op.operationId} depth ${depth}: ${answer.statusCode}`)
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('keeps traversal and broken percent-encoding in path parameters inside the API', async () => {
    const problems: string[] = []
    for (const op of model.operations.filter((o) => o.path.includes('{'))) {
      for (const segment of hostilePathSegments) {
        const url = op.path.replace(/\{[^}]+\}/g, segment)
        const answer = await t.app.inject({
          method: op.method,
          url,
          headers: { authorization: `Bearer ${token}` },
        })
        const verdict = checkAnswer(op, answer, (d) => model.errorValidator(d), url)
        if (!verdict.ok) problems.push(`${op.operationId} ${url}: ${verdict.problem}`)
        // Never the shop's index.html or a file from disk for an /api/ address.
        if (answer.statusCode < 300) expect(answer.headers['content-type']).toMatch(/json/)
      }
    }
    expect(problems).toEqual([])
  })

  it('leaves the database consistent after the run', async () => {
    expect(await findInconsistencies(t.db)).toEqual({})
  })
})
