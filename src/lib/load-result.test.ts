import { isNotFound } from '@tanstack/react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/errors.ts'
import { loadPage, loadResult } from './load-result.ts'

afterEach(() => vi.restoreAllMocks())

describe('loadResult', () => {
  it('passes the data through', async () => {
    expect(await loadResult(async () => ({ title: 'MAN' }))).toEqual({
      status: 'ok',
      data: { title: 'MAN' },
    })
  })

  it('turns an API 404 into the not-found state', async () => {
    const result = await loadResult(() => Promise.reject(new ApiError(404, { message: 'нет' })))
    expect(result).toEqual({ status: 'not-found' })
  })

  it('turns a server failure or a thrown error into the error state', async () => {
    expect(await loadResult(() => Promise.reject(new ApiError(500, null)))).toEqual({
      status: 'error',
      offline: false,
    })
    expect(await loadResult(() => Promise.reject(new TypeError('boom')))).toMatchObject({
      status: 'error',
    })
  })

  it('notes when the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const result = await loadResult(() => Promise.reject(new ApiError(0, null)))
    expect(result).toEqual({ status: 'error', offline: true })
  })
})

describe('loadPage', () => {
  it("throws the router's not-found for an API 404, so the route's not-found page shows", async () => {
    const thrown = await loadPage(() =>
      Promise.reject(new ApiError(404, { message: 'нет' })),
    ).catch((error: unknown) => error)
    expect(isNotFound(thrown)).toBe(true)
  })

  it('passes the data through and turns any other failure into the error state', async () => {
    expect(await loadPage(async () => 1)).toEqual({ status: 'ok', data: 1 })
    expect(await loadPage(() => Promise.reject(new ApiError(500, null)))).toEqual({
      status: 'error',
      offline: false,
    })
  })
})
