import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { aggregationTitles } from '../../seed/catalog-data.ts'
import { nodeSeeds } from '../../seed/node-seeds.ts'
import { genericKind, illustrationKindOf, illustrationKinds } from './illustration-kinds.ts'
import { illustrationFor, illustrationsDir, illustrationUrl } from './illustrations.ts'
import { presentCrossGroup, presentPart } from './present-part.ts'

const files = fs.readdirSync(illustrationsDir).filter((f) => f.endsWith('.svg'))

describe('drawings of part types', () => {
  it('has a drawing file for every kind, and no file that is no kind', () => {
    expect(files.map((f) => f.slice(0, -4)).sort()).toEqual([...illustrationKinds].sort())
  })

  it('gives every part name of the demo catalogue a drawing of its own type', () => {
    const names = [...nodeSeeds.flatMap((node) => node.names), ...aggregationTitles]
    const generic = names.filter((name) => illustrationKindOf(name) === genericKind)
    expect(generic).toEqual([])
    for (const name of names) {
      expect(files, name).toContain(`${illustrationKindOf(name)}.svg`)
    }
    // About thirty kinds, each drawing more than one part name on the whole.
    expect(new Set(names.map(illustrationKindOf)).size).toBeGreaterThanOrEqual(30)
  })

  it('reads names as 1C writes them, in any case and with «ё»', () => {
    expect(illustrationKindOf('Колодка тормозная задняя КАМАЗ')).toBe('brake-pad')
    expect(illustrationKindOf('Рессора передняя КАМАЗ 5511 (11 листов)')).toBe('leaf-spring')
    expect(illustrationKindOf('ПОРШЕНЬ двигателя D2066 в сборе')).toBe('piston')
    expect(illustrationKindOf('Решётка радиатора Volvo FH')).toBe('cab')
    expect(illustrationKindOf('Клапан впускной')).toBe('piston')
    expect(illustrationKindOf('Клапан редукционный')).toBe('air-valve')
    expect(illustrationKindOf('Что-то непонятное')).toBe(genericKind)
  })

  it('addresses each drawing with a hash of its content, so it may be cached for a year', () => {
    const url = illustrationUrl('turbocharger')
    expect(url).toMatch(/^\/illustrations\/turbocharger\.svg\?v=[0-9a-f]{8}$/)
    expect(illustrationUrl('filter')).not.toBe(url.replace('turbocharger', 'filter'))
    expect(illustrationFor('Турбокомпрессор MAN TGX')).toBe(url)
  })

  it('keeps drawings small', () => {
    for (const file of files) {
      expect(fs.statSync(path.join(illustrationsDir, file)).size, file).toBeLessThan(3072)
    }
  })
})

describe('a part in answers', () => {
  const row = {
    id: '6b1d0c52-0c3e-4f7b-9a61-000000000001',
    slug: 'turbokompressor-man-81',
    title: 'Турбокомпрессор MAN TGX',
    fullTitle: 'Турбокомпрессор MAN TGX, арт. 81',
    article: '81',
    extensionNumber: null,
    totalStock: 1,
    isNotNew: false,
    basePrice: 8_500_000,
    price: 8_500_000,
    discount: false,
  } as Parameters<typeof presentPart>[0]

  it('without a picture carries no images, only the drawing of its type', () => {
    const part = presentPart({ ...row, images: [] }, [])
    expect(part.images).toEqual([])
    expect(part.image).toBeNull()
    expect(part.illustration).toBe(illustrationUrl('turbocharger'))
  })

  it('with pictures from 1C carries them, and the drawing beside', () => {
    const part = presentPart({ ...row, images: ['/1c_images/b7/1.png'] }, [])
    expect(part.image).toEqual({
      sizes: { thumbnail: '/1c_images/b7/1.png', large: '/1c_images/b7/1.png' },
    })
    expect(part.illustration).toBe(illustrationUrl('turbocharger'))
  })

  it('takes the placeholder keys of a database seeded before for no picture', () => {
    expect(presentPart({ ...row, images: ['placeholder:engine:1'] }, []).images).toEqual([])
  })

  it('draws a cross group by its part name', () => {
    const group = presentCrossGroup({
      slug: 'filtr-maslyanyy-1',
      title: 'Фильтр масляный 123 и аналоги',
      articles: ['123'],
      totalStock: 0,
      minPrice: 0,
      image: null,
    })
    expect(group.illustration).toBe(illustrationUrl('filter'))
  })
})
