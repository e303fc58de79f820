import { describe, expect, it } from 'vitest'
import { branches } from './content/branches.ts'
import { routeRules } from './route-rules.ts'

describe('route rules', () => {
  it('/sto leads to the same service-station site the contacts link to', () => {
    const station = branches.find((branch) => branch.id === 'sto')
    expect(station?.externalUrl).toMatch(/^https:\/\//)
    expect(routeRules['/sto']?.redirect).toBe(station?.externalUrl)
  })
})
