import { describe, expect, it } from 'vitest'
import type { MainMenu } from '../../../../api/catalog.ts'
import { buildMenuTree, rootPanel } from './menu-tree.ts'

const data: MainMenu = {
  marks: [
    { uuid: 'b', title: 'Scania', slug: 'scania', sort: 5, link: '/catalog/scania' },
    { uuid: 'a', title: 'DAF', slug: 'daf', sort: 1, link: '/catalog/daf' },
  ],
  aggregations: [{ id: 1, title: 'Мосты', slug: 'mosty' }],
  nodes: [
    {
      uuid: 'n',
      title: 'Кабина',
      slug: 'kabina',
      icon: null,
      nomenclatures: [{ title: 'Зеркало', slug: 'zerkalo', link: '/catalog/zerkalo' }],
    },
  ],
  incoming_marks: [{ title: 'Volvo', slug: 'volvo' }],
}

/** Every panel reachable from the root by its steps. */
function reachable(tree: ReturnType<typeof buildMenuTree>) {
  const seen = new Set<string>([rootPanel])
  const queue = [rootPanel]
  while (queue.length) {
    for (const entry of tree[queue.shift() as string]?.entries ?? []) {
      if (entry.kind === 'panel' && !seen.has(entry.panel)) {
        seen.add(entry.panel)
        queue.push(entry.panel)
      }
    }
  }
  return seen
}

describe('mobile menu tree', () => {
  it('reaches main, catalogue, buyers, arrivals, contacts, makes, nodes, units and models', () => {
    const tree = buildMenuTree(data)
    expect([...reachable(tree)].sort()).toEqual(
      [
        'aggregations',
        'arrivals',
        'buyers',
        'catalog',
        'contacts',
        'main',
        'marks',
        'node:kabina',
        'nodes',
        'visual',
      ].sort(),
    )
  })

  it('every step leads to a panel that exists', () => {
    const tree = buildMenuTree(data)
    for (const panel of Object.values(tree)) {
      for (const entry of panel.entries) {
        if (entry.kind === 'panel') expect(tree[entry.panel]).toBeDefined()
      }
    }
  })

  it('links makes and units to /catalog/{slug}, arrivals to /razborka/{slug}, models to the visual catalogue', () => {
    const tree = buildMenuTree(data)
    expect(tree.marks?.entries).toEqual([
      { kind: 'link', label: 'DAF', href: '/catalog/daf' },
      { kind: 'link', label: 'Scania', href: '/catalog/scania' },
    ])
    expect(tree.aggregations?.entries[0]).toMatchObject({ href: '/catalog/mosty' })
    expect(tree.arrivals?.entries.at(-1)).toMatchObject({ href: '/razborka/volvo' })
    expect(tree.visual?.entries).toHaveLength(9)
    expect(tree.visual?.entries[0]).toEqual({
      kind: 'link',
      label: 'MAN TGX 2016',
      href: '/visual_catalog/man-tgx-2016',
    })
    expect(tree['node:kabina']?.entries[0]).toMatchObject({ href: '/catalog/zerkalo' })
  })

  it('without data the fixed panels still work and data panels are empty', () => {
    const tree = buildMenuTree(null)
    expect(tree.buyers?.entries.length).toBeGreaterThan(0)
    expect(tree.marks).toMatchObject({ needsData: true, entries: [] })
    expect(tree.arrivals?.entries).toHaveLength(1)
  })
})
