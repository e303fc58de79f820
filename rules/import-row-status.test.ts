import { describe, expect, it } from 'vitest'
import { importRowStatuses, importRowStatusTitles } from './import-row-status.ts'

describe('the titles of a list row status', () => {
  it('every status has its own title, so no two statuses read alike', () => {
    const titles = importRowStatuses.map((status) => importRowStatusTitles[status])
    expect(titles.every((title) => title.length > 0)).toBe(true)
    expect(new Set(titles).size).toBe(importRowStatuses.length)
  })
})
