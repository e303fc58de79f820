import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { PactV4 } from '@pact-foundation/pact'
import { getFfiLib } from '@pact-foundation/pact-core'
import { type Credentials, createApiClient } from '../../src/api/client.ts'
import { customerPhone, customerToken, guestSession } from '../shared-data.ts'

export const pactDir = path.resolve(import.meta.dirname, '../pacts')
export const pactFile = path.join(pactDir, 'gruzovik-web-gruzovik-api.json')

/**
 * The Rust mock server records a matched request on a separate task, after the response
 * has gone out (pact-foundation/pact-reference#535). On a loaded CI machine pact can ask
 * for the matches before that task ran and report a received request as missing. So
 * each test waits, at most `settleLimitMs`, until the mock server has recorded its
 * requests; a request that really never came still fails, just later.
 */
const settleLimitMs = 2000

export async function settleMockServer(port: number, limitMs = settleLimitMs) {
  const ffi = getFfiLib()
  const deadline = Date.now() + limitMs
  while (!ffi.pactffiMockServerMatched(port) && Date.now() < deadline) await sleep(5)
}

type TestFn = (mock: { port: number; url: string }) => Promise<unknown>

/** Wraps each builder of the chain so that `executeTest` settles before pact verifies. */
function settling<T extends object>(builder: T): T {
  return new Proxy(builder, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver)
      if (typeof value !== 'function') return value
      if (key === 'executeTest') {
        return (testFn: TestFn) =>
          value.call(target, async (mock: { port: number; url: string }) => {
            const result = await testFn(mock)
            await settleMockServer(mock.port)
            return result
          })
      }
      return (...args: unknown[]) => {
        const next = value.apply(target, args)
        return next && typeof next === 'object' && !(next instanceof Promise)
          ? settling(next)
          : next
      }
    },
  })
}

/** One pact between the shop and its API, written to contracts/pacts/. */
export function createPact() {
  return settling(
    new PactV4({
      consumer: 'gruzovik-web',
      provider: 'gruzovik-api',
      dir: pactDir,
      logLevel: 'warn',
    }),
  )
}

export { guestSession }

/** The real client of the shop, pointed at the mock server, as a guest or with a token. */
export function clientFor(baseUrl: string, token: string | null = null) {
  const credentials: Credentials = { token: () => token, sessionId: () => guestSession }
  return createApiClient(baseUrl, credentials)
}

/** The client of the customer +79990000001 ("… is logged in" provider state). */
export function customerClient(baseUrl: string) {
  return clientFor(baseUrl, customerToken)
}

/** A provider state as a sentence and its parameters (contracts/provider-states.md). */
export type ProviderState = readonly [name: string, params?: StateParams]
type StateParams = Parameters<ReturnType<PactV4['addInteraction']>['given']>[1]

const loggedIn: ProviderState = [
  'a customer with phone {phone} is logged in',
  { phone: customerPhone },
]

/** An interaction of the logged-in customer +79990000001, in these provider states too. */
export function customerInteraction(...states: readonly ProviderState[]) {
  return [loggedIn, ...states].reduce(
    (interaction, [name, params]) => interaction.given(name, params),
    createPact().addInteraction(),
  )
}
