import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exchangeImages } from '../../src/db/schema/index.ts'
import { createExchangeApp, type ExchangeApp, exchangeFiles, fixture } from './exchange-app.ts'

const pictureUrl = '/1c_images/import_files/b7/b7f0d2a4-0001.png'

/** 1C's pictures live in the database: any process serves them, with an ETag for 304s. */
describe('pictures 1C sends', () => {
  let ctx: ExchangeApp
  beforeAll(async () => {
    ctx = await createExchangeApp({}, { seed: false })
  }, 120_000)
  afterAll(() => ctx?.close())

  it('are kept in the database and served with a long cache time and an ETag, 304 when it matches', async () => {
    const png = fixture('full/import_files/b7/b7f0d2a4-0001.png')
    const files = [
      ['import.xml', fixture('full/import.xml')],
      ['import_files/b7/b7f0d2a4-0001.png', png],
    ] as const
    expect(await exchangeFiles(ctx, files, ['import.xml'])).toEqual(['success'])
    const [kept] = await ctx.db
      .select()
      .from(exchangeImages)
      .where(eq(exchangeImages.path, 'import_files/b7/b7f0d2a4-0001.png'))
    expect(kept?.contentType).toBe('image/png')
    expect(kept?.body.equals(png)).toBe(true)
    // Nothing of it on this process's disk: the database is where every process reads it.
    expect(fs.existsSync(path.join(ctx.dir, 'images'))).toBe(false)

    const picture = await ctx.app.inject({ url: pictureUrl })
    expect(picture.statusCode).toBe(200)
    expect(picture.headers['content-type']).toBe('image/png')
    expect(picture.headers['cache-control']).toBe('public, max-age=604800')
    expect(picture.headers.etag).toBe(kept?.etag)
    expect(picture.rawPayload.equals(png)).toBe(true)
    const again = await ctx.app.inject({
      url: pictureUrl,
      headers: { 'if-none-match': String(picture.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    const changed = await ctx.app.inject({ url: pictureUrl, headers: { 'if-none-match': '"x"' } })
    expect(changed.statusCode).toBe(200)
  })

  it('a picture an earlier import wrote to disk is still served, and moves into the database', async () => {
    const relative = 'import_files/old/earlier.png'
    const file = path.join(ctx.dir, 'images', relative)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, fixture('full/import_files/b7/b7f0d2a4-0001.png'))
    expect((await ctx.app.inject({ url: `/1c_images/${relative}` })).statusCode).toBe(200)
    fs.rmSync(file)
    const moved = await ctx.app.inject({ url: `/1c_images/${relative}` })
    expect(moved.statusCode).toBe(200)
    expect(moved.headers['content-type']).toBe('image/png')
  })

  it('answers 404 for a missing picture, a name that is no picture, or a path out of the folder', async () => {
    for (const url of [
      '/1c_images/import_files/none.png',
      '/1c_images/import_files/b7/b7f0d2a4-0001.txt',
      '/1c_images/..%2F..%2Fetc%2Fpasswd.png',
    ]) {
      expect((await ctx.app.inject({ url })).statusCode, url).toBe(404)
    }
  })
})
