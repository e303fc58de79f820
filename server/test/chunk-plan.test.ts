import { describe, expect, it } from 'vitest'
import { type PlannedChunk, planChunks, shopChunkGroups } from '../../scripts/chunk-groups.ts'

const chunk = (fileName: string, moduleIds: string[], more: Partial<PlannedChunk> = {}) => ({
  fileName,
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  imports: [],
  moduleIds,
  ...more,
})
const route = (name: string, imports: string[]) =>
  chunk(`${name}.js`, [`/app/src/routes/${name}.tsx?tsr-split=component`], {
    isDynamicEntry: true,
    facadeModuleId: `/app/src/routes/${name}.tsx?tsr-split=component`,
    imports,
  })

// A first build's chunks: the entry and what it loads, home and three pages, a showcase, an overlay.
const chunks: PlannedChunk[] = [
  chunk('index.js', ['/app/src/main.tsx'], {
    isEntry: true,
    facadeModuleId: '/app/index.html',
    imports: ['framework.js', 'header.js'],
  }),
  chunk('framework.js', ['/app/node_modules/react/index.js']),
  chunk('header.js', ['/app/src/features/layout/Header.tsx'], { imports: ['framework.js'] }),
  route('index', ['card.js']),
  route('catalog.$a.index', ['grid.js', 'header.js', 'checkbox.js', 'card.js']),
  route('search', ['grid.js', 'checkbox.js']),
  route('parts.$slug', ['buy.js']),
  route('ui', ['buy.js', 'dialog.js']),
  route('kont_msk', ['map.js']),
  route('payment_success', ['map.js']),
  chunk('grid.js', ['/app/src/components/PartGrid.tsx'], { imports: ['checkbox.js'] }),
  chunk('card.js', ['/app/src/components/PartCard.tsx']),
  chunk('checkbox.js', [
    '/app/node_modules/react-aria/dist/private/visually-hidden/VisuallyHidden.mjs',
    '/app/node_modules/react-aria-components/dist/private/Popover.mjs',
  ]),
  chunk('buy.js', ['/app/src/features/part/BuyBox.tsx']),
  chunk('dialog.js', ['/app/design-system/components/Dialog/Dialog.tsx']),
  chunk('map.js', ['/app/src/features/map/BranchesMap.tsx']),
]

describe('the chunk plan', () => {
  const plan = planChunks(chunks)

  it('puts what the entry loads at start in the shell, the framework aside', () => {
    expect(plan['/app/src/features/layout/Header.tsx']).toBe('shell')
    expect(plan['/app/node_modules/react/index.js']).toBeUndefined()
    expect(plan['/app/src/main.tsx']).toBeUndefined()
  })

  it('puts what home shares with other pages in pages, what only other pages share in inner-pages, overlay code excluded', () => {
    expect(plan['/app/src/components/PartCard.tsx']).toBe('pages')
    expect(plan['/app/src/components/PartGrid.tsx']).toBe('inner-pages')
    expect(
      plan['/app/node_modules/react-aria/dist/private/visually-hidden/VisuallyHidden.mjs'],
    ).toBe('inner-pages')
    expect(plan['/app/node_modules/react-aria-components/dist/private/Popover.mjs']).toBeUndefined()
  })

  it('puts what only pages without parts share (contacts, payment results) in other-pages', () => {
    expect(plan['/app/src/features/map/BranchesMap.tsx']).toBe('other-pages')
  })

  it('leaves a page’s own code, and what only the showcase shares with it, where it was', () => {
    expect(plan['/app/src/features/part/BuyBox.tsx']).toBeUndefined()
    expect(plan['/app/design-system/components/Dialog/Dialog.tsx']).toBeUndefined()
    expect(plan['/app/src/routes/search.tsx?tsr-split=component']).toBeUndefined()
  })

  it('refuses a first build without the shop entry', () => {
    expect(() => planChunks(chunks.slice(1))).toThrow(/index\.html/)
  })
})

describe('the chunk groups', () => {
  it('keeps the shell’s turn-giving module with the shell, whose evaluation it splits', () => {
    const groups = shopChunkGroups('/no/plan.json')
    const groupOf = (id: string) =>
      groups
        .map((group) =>
          typeof group.name === 'function'
            ? group.name(id)
            : 'test' in group && group.test?.test(id)
              ? group.name
              : null,
        )
        .find(Boolean) ?? null
    expect(groupOf('/app/src/lib/yield-to-browser.ts')).toBe('shell')
    expect(groupOf('/app/node_modules/react-dom/index.js')).toBe('framework')
    expect(groupOf('/app/src/lib/other.ts')).toBeNull()
  })
})
