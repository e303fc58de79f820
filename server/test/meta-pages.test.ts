import { metaPages } from '@gruzovik/openapi/meta-pages'
import { describe, expect, it } from 'vitest'
import { pageMetaSeed } from '../src/seed/page-meta.ts'

describe('meta pages', () => {
  it('the seed keeps a record for exactly the pages the shop asks about', () => {
    expect(pageMetaSeed.map((record) => record.page).sort()).toEqual([...metaPages].sort())
  })
})
