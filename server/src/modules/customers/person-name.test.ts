import { describe, expect, it } from 'vitest'
import { nameForms } from './person-name.ts'

describe('nameForms', () => {
  it('turns a full Russian name into surname with initials', () => {
    expect(nameForms('  Иванов   иван Петрович ')).toEqual({
      fullName: 'Иванов иван Петрович',
      lastNameF: 'Иванов И. П.',
      initials: 'ИИ',
    })
  })

  it('keeps a one-word name (an organisation) whole', () => {
    expect(nameForms('ТрансЛогистик')).toEqual({
      fullName: 'ТрансЛогистик',
      lastNameF: 'ТрансЛогистик',
      initials: 'Т',
    })
  })
})
