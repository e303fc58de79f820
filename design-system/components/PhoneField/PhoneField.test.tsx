import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { PhoneField } from './PhoneField.tsx'
import { resolvePhoneMask } from './phone-mask.ts'

const phoneCodes = [
  { prefix: '7', mask: '+7(###)### ## ##' },
  { prefix: '77', mask: '+7(7##)###-##-##' },
]

describe('resolvePhoneMask', () => {
  it('keeps the default mask while there are four digits or fewer', () => {
    expect(resolvePhoneMask('7701', phoneCodes)).toEqual({
      mask: '+7(###)### ## ##',
      unknownPrefix: false,
    })
  })
  it('picks the longest known prefix once the digits pass four', () => {
    expect(resolvePhoneMask('77012', phoneCodes).mask).toBe('+7(7##)###-##-##')
    expect(resolvePhoneMask('79991', phoneCodes).mask).toBe('+7(###)### ## ##')
  })
  it('keeps the default mask and raises no flag before the app data brings any codes', () => {
    expect(resolvePhoneMask('79161234567', [])).toEqual({
      mask: '+7(###)### ## ##',
      unknownPrefix: false,
    })
  })
  it('flags digits that start with no known prefix', () => {
    expect(
      resolvePhoneMask('79991', [{ prefix: '375', mask: '+375(##)###-##-##' }]).unknownPrefix,
    ).toBe(true)
  })
})

describe('PhoneField', () => {
  it('typing digits fills the default mask', async () => {
    render(<PhoneField phoneCodes={phoneCodes} />)
    const input = screen.getByRole('textbox', { name: 'Телефон' })
    await userEvent.type(input, '9991234567')
    expect(input).toHaveProperty('value', '+7(999)123 45 67')
  })

  it('switches to the prefix mask once the digits start with a longer known prefix', async () => {
    const onChange = vi.fn()
    render(<PhoneField phoneCodes={phoneCodes} onChange={onChange} />)
    const input = screen.getByRole('textbox', { name: 'Телефон' })
    // The first 7 fills the mask's fixed country code, as a user typing the full number expects.
    await userEvent.type(input, '77012345678')
    expect(input).toHaveProperty('value', '+7(701)234-56-78')
    expect(onChange).toHaveBeenLastCalledWith('+7(701)234-56-78', '77012345678')
  })

  it('raises the error flag for an unknown prefix and lowers it when the digits are cleared', async () => {
    const onPrefixError = vi.fn()
    render(
      <PhoneField
        phoneCodes={[{ prefix: '375', mask: '+375(##)###-##-##' }]}
        onPrefixError={onPrefixError}
      />,
    )
    const input = screen.getByRole('textbox', { name: 'Телефон' })
    await userEvent.type(input, '9991')
    expect(onPrefixError).toHaveBeenLastCalledWith(true)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Неизвестный код страны')).toBeTruthy()
    await userEvent.clear(input)
    expect(onPrefixError).toHaveBeenLastCalledWith(false)
    expect(input.getAttribute('aria-invalid')).toBeNull()
  })
})

describe('PhoneField as a controlled field', () => {
  it('drops the unknown-prefix error when the form clears the value', async () => {
    const codes = [{ prefix: '375', mask: '+375(##)###-##-##' }]
    const { rerender } = render(
      <PhoneField phoneCodes={codes} value="+7(999)12" onChange={() => {}} />,
    )
    const input = screen.getByRole('textbox', { name: 'Телефон' })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    rerender(<PhoneField phoneCodes={codes} value="" onChange={() => {}} />)
    expect(input.getAttribute('aria-invalid')).toBeNull()
  })
})

describe('PhoneField with the shop’s country codes', () => {
  const shopCodes = [
    { prefix: '7', mask: '+7(###)### ## ##' },
    { prefix: '375', mask: '+375(##)###-##-##' },
    { prefix: '996', mask: '+996(###)###-###' },
  ]
  const field = () => screen.getByRole('textbox', { name: 'Телефон' }) as HTMLInputElement

  it('a foreign number typed with its plus takes its own country mask', async () => {
    render(<PhoneField phoneCodes={shopCodes} />)
    await userEvent.type(field(), '+375291234567')
    expect(field().value).toBe('+375(29)123-45-67')
    await userEvent.clear(field())
    await userEvent.type(field(), '+996555123456')
    expect(field().value).toBe('+996(555)123-456')
  })

  it('a foreign number pasted into the field keeps its digits and takes its mask', async () => {
    const onChange = vi.fn()
    render(<PhoneField phoneCodes={shopCodes} onChange={onChange} />)
    field().focus()
    await userEvent.paste('+375 29 123-45-67')
    expect(field().value).toBe('+375(29)123-45-67')
    expect(onChange).toHaveBeenLastCalledWith('+375(29)123-45-67', '375291234567')
  })

  it('a number starting with 8 becomes +7, typed or pasted', async () => {
    render(<PhoneField phoneCodes={shopCodes} />)
    await userEvent.type(field(), '89991234567')
    expect(field().value).toBe('+7(999)123 45 67')
    await userEvent.clear(field())
    await userEvent.paste('8 (391) 555-12-34')
    expect(field().value).toBe('+7(391)555 12 34')
  })

  it('a Russian city code that looks like a foreign one stays Russian without a plus', async () => {
    render(<PhoneField phoneCodes={shopCodes} />)
    await userEvent.type(field(), '3755551234')
    expect(field().value).toBe('+7(375)555 12 34')
  })

  it('an unknown country code keeps the typed digits and raises the error flag', async () => {
    const onPrefixError = vi.fn()
    render(<PhoneField phoneCodes={shopCodes} onPrefixError={onPrefixError} />)
    await userEvent.type(field(), '+4420712345')
    expect(field().value).toBe('+4420712345')
    expect(onPrefixError).toHaveBeenLastCalledWith(true)
    expect(field().getAttribute('aria-invalid')).toBe('true')
  })

  it('a pasted unknown code raises the error flag too', async () => {
    const onPrefixError = vi.fn()
    render(<PhoneField phoneCodes={shopCodes} onPrefixError={onPrefixError} />)
    field().focus()
    await userEvent.paste('+44 20 7123 4567')
    expect(onPrefixError).toHaveBeenLastCalledWith(true)
    expect(screen.getByText('Неизвестный код страны')).toBeTruthy()
  })
})
