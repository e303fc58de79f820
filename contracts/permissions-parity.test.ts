import { can } from '@gruzovik/machines'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  allPermissions,
  checkPermission,
} from '../server/src/modules/permissions/check-permission.ts'

/**
 * The permission check (docs/product.md#permissions) lives twice: the shop's `can` (machines/)
 * hides what the server's `checkPermission` refuses. The dependency rule keeps the server from
 * importing machines/, so this suite pins the two to the same answers: a table of the rule's cases,
 * then random ones.
 */
const cases: Array<{
  held: string[] | null
  requirement: string | string[]
  exact?: boolean
  allows?: { edit?: boolean; delete?: boolean } | null
}> = [
  { held: ['order.show'], requirement: 'order.show' },
  { held: ['order.show'], requirement: 'order' },
  { held: ['order.show'], requirement: 'order', exact: true },
  { held: ['order.show'], requirement: 'order.edit' },
  { held: ['user.show'], requirement: 'order.show|user.show' },
  { held: ['user.show'], requirement: ['order.show', 'user.show'] },
  { held: ['user.edit'], requirement: 'user.edit', allows: { edit: false } },
  { held: [], requirement: 'user.edit', allows: { edit: true } },
  { held: ['user.delete'], requirement: 'user.delete', allows: {} },
  { held: ['address.show'], requirement: ' | ' },
  { held: ['address.show'], requirement: ' address.show ' },
  { held: null, requirement: 'order.show' },
  { held: ['orders.show'], requirement: 'order' },
]

const both = (c: (typeof cases)[number]) => {
  const options = { exact: c.exact, item: c.allows === undefined ? null : { allows: c.allows } }
  return {
    shop: can({ permissions: c.held }, c.requirement, options),
    server: checkPermission(c.held, c.requirement, options),
  }
}

describe('the shop and the server agree on permissions', () => {
  it.each(cases)('$requirement for $held', (c) => {
    const { shop, server } = both(c)
    expect(server).toBe(shop)
  })

  it('agrees on random permissions, requirements and item flags', () => {
    const key = fc.oneof(
      fc.constantFrom(...allPermissions, 'order', 'user', 'order.', ''),
      fc.string({ maxLength: 12 }),
    )
    const requirement = fc.oneof(
      key,
      fc.array(key, { maxLength: 3 }).map((keys) => keys.join('|')),
      fc.array(key, { maxLength: 3 }),
    )
    const allows = fc.option(
      fc.record({ edit: fc.boolean(), delete: fc.boolean() }, { requiredKeys: [] }),
    )
    fc.assert(
      fc.property(
        fc.option(fc.array(key, { maxLength: 6 })),
        requirement,
        fc.boolean(),
        allows,
        (held, req, exact, flags) => {
          const { shop, server } = both({ held, requirement: req, exact, allows: flags })
          expect(server).toBe(shop)
        },
      ),
      { seed: 20261121, numRuns: 2000 },
    )
  })
})
