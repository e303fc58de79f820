import { describe, expect, it } from 'vitest'
import { partPictures, partThumbnail } from './part-picture.ts'

const drawing = '/illustrations/filter.svg?v=0123abcd'

describe('part pictures', () => {
  it('shows a part’s photos and never the drawing beside them', () => {
    const part = {
      images: [{ sizes: { thumbnail: '/t1', large: '/l1' } }, { sizes: { thumbnail: '/t2' } }],
      image: null,
      illustration: drawing,
    }
    expect(partPictures(part)).toEqual([
      { thumbnail: '/t1', large: '/l1', photo: true },
      { thumbnail: '/t2', large: '/t2', photo: true },
    ])
    expect(partThumbnail(part)).toEqual({ thumbnail: '/t1', large: '/l1', photo: true })
  })

  it('falls back to the main image, then to the drawing of the part’s type', () => {
    expect(partPictures({ images: [], image: { sizes: { thumbnail: '/m' } } })).toEqual([
      { thumbnail: '/m', large: '/m', photo: true },
    ])
    const drawn = { images: [], image: null, illustration: drawing }
    expect(partPictures(drawn)).toEqual([{ thumbnail: drawing, large: drawing, photo: false }])
    expect(partThumbnail(drawn)).toEqual({ thumbnail: drawing, large: drawing, photo: false })
  })

  it('has nothing to show when the API gives neither', () => {
    expect(partPictures({ images: [], image: null })).toEqual([])
    expect(partThumbnail({ images: [] })).toBeNull()
  })
})
