import { describe, expect, it } from 'vitest'
import {
  claimMoveBetween,
  claimPathBetween,
  claimPhotoTypeOf,
  claimStateFromTitle,
  claimStates,
} from './claim.ts'

describe('claim lifecycle', () => {
  it('a claim moves only forward: a decided claim never goes back to new or accepted', () => {
    expect(claimMoveBetween('new', 'accepted')).toBe('accept')
    expect(claimMoveBetween('accepted', 'approved')).toBe('approve')
    expect(claimMoveBetween('new', 'rejected')).toBe('reject')
    expect(claimMoveBetween('approved', 'refunded')).toBe('refund')
    for (const to of claimStates) {
      expect(claimMoveBetween('approved', to)).toEqual(
        ['refunded', 'replaced', 'repaired'].includes(to) ? expect.any(String) : null,
      )
      expect(claimMoveBetween('rejected', to)).toBeNull()
      expect(claimMoveBetween('refunded', to)).toBeNull()
    }
    expect(claimMoveBetween('accepted', 'new')).toBeNull()
  })

  it('1C may skip a step forward, never one back; its titles name the states', () => {
    expect(claimPathBetween('new', 'refunded')).toEqual(['approve', 'refund'])
    expect(claimPathBetween('accepted', 'repaired')).toEqual(['approve', 'repair'])
    expect(claimPathBetween('refunded', 'approved')).toBeNull()
    expect(claimPathBetween('rejected', 'approved')).toBeNull()
    expect(claimStateFromTitle(' Возврат средств ')).toBe('refunded')
    expect(claimStateFromTitle('Отклонена')).toBe('rejected')
    expect(claimStateFromTitle('Закрыта')).toBeNull()
  })
})

describe('claim photo type', () => {
  const bytes = (...parts: (number[] | string)[]) =>
    Uint8Array.from(
      parts.flatMap((part) =>
        typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part,
      ),
    )

  it('knows JPEG, PNG, WebP and HEIC by their first bytes', () => {
    expect(claimPhotoTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
    expect(claimPhotoTypeOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png')
    expect(claimPhotoTypeOf(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp')
    expect(claimPhotoTypeOf(bytes([0, 0, 0, 24], 'ftypheic'))).toBe('image/heic')
  })

  it('a program renamed to .jpg is not a photo', () => {
    expect(claimPhotoTypeOf(bytes('MZ', [0x90, 0, 3, 0, 0, 0]))).toBeNull()
    expect(claimPhotoTypeOf(bytes('GIF89a'))).toBeNull()
  })
})
