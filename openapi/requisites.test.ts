import { describe, expect, it } from 'vitest'
import { counterpartyTypeOf, innProblem, kppValid } from './requisites.ts'

describe('ИНН control digits', () => {
  it('takes real 10- and 12-digit numbers', () => {
    // Сбербанк, Яндекс; a sole trader's number from the tax service's examples.
    for (const inn of ['7707083893', '7736207543', '500100732259']) {
      expect(innProblem(inn)).toBeNull()
    }
  })

  it('refuses a wrong control digit', () => {
    expect(innProblem('7707083894')).toBe('checksum')
    expect(innProblem('500100732258')).toBe('checksum')
    expect(innProblem('500100732269')).toBe('checksum')
  })

  it('refuses other lengths and anything but digits', () => {
    for (const inn of ['', '770708389', '77070838931', '7707O83893', '5001007322590']) {
      expect(innProblem(inn)).toBe('length')
    }
  })
})

describe('КПП and the kind of buyer', () => {
  it('a КПП is nine digits', () => {
    expect(kppValid('773601001')).toBe(true)
    expect(kppValid('77360100')).toBe(false)
    expect(kppValid('77360100A')).toBe(false)
  })

  it('12 digits are a sole trader, 10 an organisation', () => {
    expect(counterpartyTypeOf('500100732259')).toBe('entrepreneur')
    expect(counterpartyTypeOf('7707083893')).toBe('legal')
  })
})
