import { describe, expect, it } from 'vitest'
import { accountMenu, filterMenu } from './account-menu.ts'
import { can, type PermissionOptions, type Requirement } from './permissions.ts'

const user = { permissions: ['order.show', 'recipient', 'address.show', 'contractor.edit'] }

describe('permission check', () => {
  it.each<{
    name: string
    requirement: Requirement
    options?: PermissionOptions
    expected: boolean
  }>([
    { name: 'exact permission passes', requirement: 'order.show', expected: true },
    { name: 'missing permission fails', requirement: 'user.show', expected: false },
    {
      name: 'held permission starting with requirement plus dot passes',
      requirement: 'order',
      expected: true,
    },
    { name: 'prefix without the dot does not pass', requirement: 'ord', expected: false },
    {
      name: 'requirement longer than the held permission fails',
      requirement: 'recipient.show.all',
      expected: false,
    },
    {
      name: 'exact mode refuses the prefix match',
      requirement: 'order',
      options: { exact: true },
      expected: false,
    },
    {
      name: 'exact mode accepts equality',
      requirement: 'order.show',
      options: { exact: true },
      expected: true,
    },
    {
      name: 'pipe alternatives pass when one passes',
      requirement: 'user.show|address.show',
      expected: true,
    },
    {
      name: 'pipe alternatives fail when none passes',
      requirement: 'user.show|favourite.show',
      expected: false,
    },
    {
      name: 'list passes when one entry passes',
      requirement: ['user.show', 'order.show'],
      expected: true,
    },
    {
      name: 'list fails when no entry passes',
      requirement: ['user.show', 'favourite.show'],
      expected: false,
    },
    {
      name: 'list entries may hold alternatives',
      requirement: ['user.show|recipient'],
      expected: true,
    },
    { name: 'empty requirement fails', requirement: '', expected: false },
    {
      name: 'edit without an allows map uses the permissions',
      requirement: 'contractor.edit',
      expected: true,
    },
    {
      name: 'edit with an allows map is decided by the item (no)',
      requirement: 'contractor.edit',
      options: { item: { allows: { edit: false } } },
      expected: false,
    },
    {
      name: 'delete with an allows map is decided by the item (yes)',
      requirement: 'address.delete',
      options: { item: { allows: { delete: true } } },
      expected: true,
    },
    {
      name: 'a missing flag in the allows map means no',
      requirement: 'contractor.edit',
      options: { item: { allows: {} } },
      expected: false,
    },
    {
      name: 'an allows map does not affect other requirements',
      requirement: 'order.show',
      options: { item: { allows: { edit: false } } },
      expected: true,
    },
  ])('$name', ({ requirement, options, expected }) => {
    expect(can(user, requirement, options)).toBe(expected)
  })

  it.each([
    { name: 'no user', who: null },
    { name: 'undefined user', who: undefined },
    { name: 'user without a permission list', who: {} },
    { name: 'user with a null permission list', who: { permissions: null } },
  ])('answers no for $name', ({ who }) => {
    expect(can(who, 'order.show')).toBe(false)
    expect(can(who, 'order.edit', { item: { allows: { edit: true } } })).toBe(false)
  })
})

describe('account menu filter', () => {
  it('lists every permission key of docs/product.md#permissions', () => {
    const keys = new Set(accountMenu.flatMap((g) => g.items.map((i) => i.permission)))
    expect(keys).toEqual(
      new Set([
        'user.show',
        'contractor.show',
        'address.show',
        'recipient.show',
        'truck.show',
        'order.show',
        'favourite.show',
        'informReceipt.show',
        'list.show',
      ]),
    )
    expect(
      accountMenu.flatMap((g) => g.items).filter((i) => i.permission === 'order.show'),
    ).toHaveLength(5)
  })

  it('keeps only permitted items and hides a group with none', () => {
    const menu = filterMenu(accountMenu, { permissions: ['order.show', 'favourite.show'] })
    expect(menu.map((g) => g.key)).toEqual(['orders', 'other'])
    // the four order tabs and «Возвраты и гарантия»
    expect(menu[0]?.items).toHaveLength(5)
    expect(menu[1]?.items.map((i) => i.key)).toEqual(['favourites'])
  })

  it('shows nothing without a user', () => {
    expect(filterMenu(accountMenu, null)).toEqual([])
  })

  it('a held permission below the key (key plus dot) shows the item', () => {
    const menu = filterMenu(accountMenu, {
      permissions: ['user.show.own', 'contractor.show.all', 'address.show', 'recipient.show'],
    })
    expect(menu.map((g) => g.key)).toEqual(['company'])
    expect(menu[0]?.items).toHaveLength(4)
  })
})
