import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { loadOpenApi } from './openapi-model.ts'
import { requestArbitrary } from './request-arbitrary.ts'
import { type ValuePools, validValue } from './schema-values.ts'

const model = loadOpenApi()
const pools: ValuePools = {
  uuids: ['5c2e7a10-8b1f-4c3d-9e2a-7f6b5a4c3d21'],
  pathValues: { slug: ['man'] },
  fields: { quantity: [1, 2], warranty_uuid: [''], counterparty_uuid: [null] },
}

describe('values generated from the yaml', () => {
  it('valid bodies pass the request schema of every operation that takes one', () => {
    const rejected: string[] = []
    for (const op of model.operations) {
      if (!op.body) continue
      const validate = model.compile(op.body.schema)
      for (const body of fc.sample(validValue(op.body.schema, model.resolve, pools), {
        seed: 7,
        numRuns: 40,
      })) {
        if (!validate(body))
          rejected.push(`${op.operationId} ${JSON.stringify(body).slice(0, 200)}`)
      }
    }
    expect(rejected).toEqual([])
  })

  it('valid parameters pass their schemas', () => {
    const rejected: string[] = []
    for (const op of model.operations) {
      for (const param of op.parameters) {
        const validate = model.compile(param.schema)
        for (const value of fc.sample(validValue(param.schema, model.resolve, pools), {
          seed: 3,
          numRuns: 30,
        })) {
          if (!validate(value))
            rejected.push(`${op.operationId} ${param.name} ${JSON.stringify(value)}`)
        }
      }
    }
    expect(rejected).toEqual([])
  })

  it('requests of every operation fill their path template and use its method', () => {
    for (const op of model.operations) {
      for (const request of fc.sample(requestArbitrary(op, model.resolve, pools), {
        seed: 1,
        numRuns: 30,
      })) {
        expect(request.method).toBe(op.method)
        expect(request.url.startsWith('/api/')).toBe(true)
        expect(request.url).not.toMatch(/[{}]/)
      }
    }
  })

  it('the same seed gives the same requests', () => {
    const op = model.operations.find((o) => o.operationId === 'addCartItem')
    if (!op) throw new Error('addCartItem is missing from the yaml')
    const sample = () =>
      fc.sample(requestArbitrary(op, model.resolve, pools), { seed: 11, numRuns: 20 })
    expect(sample()).toEqual(sample())
  })
})
