import { describe, expect, it } from 'vitest'
import { readConfig } from './config.ts'

describe('the database settings', () => {
  it('DATABASE_READ_URL: a replica beside DATABASE_URL, refused without one', () => {
    expect(readConfig({}).databaseReadUrl).toBeUndefined()
    expect(
      readConfig({
        DATABASE_URL: 'postgres://primary/shop',
        DATABASE_READ_URL: ' postgres://replica/shop ',
      }).databaseReadUrl,
    ).toBe('postgres://replica/shop')
    expect(() => readConfig({ DATABASE_READ_URL: 'postgres://replica/shop' })).toThrow(
      /DATABASE_READ_URL needs DATABASE_URL/,
    )
  })
})
