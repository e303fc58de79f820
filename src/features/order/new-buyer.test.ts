import { describe, expect, it } from 'vitest'
import { newBuyerText } from '../../content/order.ts'
import { emptyNewBuyer, toCounterpartyInput, validateNewBuyer } from './new-buyer.ts'

const company = {
  title: 'ООО «Ромашка»',
  inn: '7707083893',
  kpp: '773601001',
  legal_address: 'Москва, ул. Вавилова, 19',
}

describe('adding a buyer organisation in the order form', () => {
  it('an empty form names every field it needs', () => {
    expect(validateNewBuyer(emptyNewBuyer)).toEqual({
      title: newBuyerText.required,
      legal_address: newBuyerText.required,
      inn: newBuyerText.innLength,
    })
  })

  it('a wrong control digit is refused before anything is sent', () => {
    expect(validateNewBuyer({ ...company, inn: '7707083894' })).toEqual({
      inn: newBuyerText.innChecksum,
    })
  })

  it('an organisation needs a nine-digit КПП, a sole trader none', () => {
    expect(validateNewBuyer({ ...company, kpp: '' })).toEqual({ kpp: newBuyerText.kppRequired })
    expect(validateNewBuyer({ ...company, kpp: '7736' })).toEqual({ kpp: newBuyerText.kppFormat })
    expect(validateNewBuyer({ ...company, inn: '500100732259', kpp: '' })).toEqual({})
  })

  it('sends the kind of buyer the ИНН says, trimmed', () => {
    expect(toCounterpartyInput({ ...company, title: ' ООО «Ромашка» ' })).toEqual({
      type: 'legal',
      title: 'ООО «Ромашка»',
      inn: '7707083893',
      kpp: '773601001',
      ogrn: null,
      legal_address: 'Москва, ул. Вавилова, 19',
    })
    expect(toCounterpartyInput({ ...company, inn: '500100732259' })).toMatchObject({
      type: 'entrepreneur',
      kpp: null,
    })
  })
})
