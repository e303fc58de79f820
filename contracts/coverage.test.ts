/**
 * The contract suite. Every consumer suite is imported here, so its interactions run first and
 * in a known order (Vitest orders files by size and past timings, not by name); the coverage
 * check below is defined last in this file and so runs after all of them.
 */
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import './consumer/app.pact.ts'
import './consumer/catalog.pact.ts'
import './consumer/parts.pact.ts'
import './consumer/search.pact.ts'
import './consumer/truck-fit.pact.ts'
import './consumer/cart.pact.ts'
import './consumer/auth.pact.ts'
import './consumer/orders.pact.ts'
import './consumer/order-payments.pact.ts'
import './consumer/arrivals.pact.ts'
import './consumer/account.pact.ts'
import './consumer/account-lists.pact.ts'
import './consumer/order-lists.pact.ts'
import './consumer/saved-lists.pact.ts'
import './consumer/claims.pact.ts'
import './consumer/trucks.pact.ts'
import { pactFile } from './consumer/pact.ts'
import { operationOfInteraction, operationsOf, type PactInteraction } from './coverage.ts'

const specFile = path.resolve(import.meta.dirname, '../openapi/openapi.yaml')

// The pact file merges into what is on disk: start clean so only this run's interactions count.
beforeAll(() => fs.rmSync(pactFile, { force: true }))

describe('contract coverage', () => {
  it('has at least one interaction for every operation of openapi.yaml', () => {
    const operations = operationsOf(parse(fs.readFileSync(specFile, 'utf8')))
    const pact = JSON.parse(fs.readFileSync(pactFile, 'utf8')) as {
      interactions: PactInteraction[]
    }
    const covered = new Set(pact.interactions.map((i) => operationOfInteraction(operations, i)?.id))
    const missing = operations.map((op) => op.id).filter((id) => !covered.has(id))
    expect(missing).toEqual([])
  })

  it('has no interaction outside the OpenAPI operations or their documented statuses', () => {
    const operations = operationsOf(parse(fs.readFileSync(specFile, 'utf8')))
    const pact = JSON.parse(fs.readFileSync(pactFile, 'utf8')) as {
      interactions: PactInteraction[]
    }
    const strays = pact.interactions
      .filter((interaction) => {
        const op = operationOfInteraction(operations, interaction)
        return !op?.statuses.includes(String(interaction.response.status))
      })
      .map((i) => `${i.request.method} ${i.request.path} → ${i.response.status}: ${i.description}`)
    expect(strays).toEqual([])
  })

  it('leaves out the calls a payment provider makes, which no shop pact can cover', () => {
    const ids = operationsOf({
      paths: {
        '/api/orders': { get: { operationId: 'shopCall' } },
        '/api/payments/provider': { post: { operationId: 'providerCall', 'x-consumer': 'bank' } },
      },
    }).map((op) => op.id)
    expect(ids).toEqual(['shopCall'])
  })
})
