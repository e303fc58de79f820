import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/errors.ts'
import { missingFields, optional, serverFieldErrors } from './form-values.ts'

describe('account form values', () => {
  it('a required field holding only spaces counts as missing', () => {
    expect(missingFields(['city', 'address'], { city: '  ', address: 'ул. Ленина' }, '!')).toEqual({
      city: '!',
    })
  })

  it('a 422 gives the first message of each field', () => {
    const error = new ApiError(422, { errors: { inn: ['Неверный ИНН', 'второе'] } })
    expect(serverFieldErrors(error)).toEqual({ inn: 'Неверный ИНН' })
  })

  it('an error that is not from the API gives no field errors', () => {
    expect(serverFieldErrors(new Error('boom'))).toEqual({})
  })

  it('a blank optional value becomes null and a filled one is trimmed', () => {
    expect(optional('   ')).toBeNull()
    expect(optional(undefined)).toBeNull()
    expect(optional(' 196626 ')).toBe('196626')
  })
})
