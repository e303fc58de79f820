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

  it('an organisation is short for its own name without the legal form', () => {
    expect(nameForms('ООО «Ромашка Плюс»')).toEqual({
      fullName: 'ООО «Ромашка Плюс»',
      lastNameF: 'Ромашка Плюс',
      initials: 'РП',
    })
    expect(nameForms('АО Трансавто').lastNameF).toBe('Трансавто')
    expect(nameForms('"Автобаза 7"').lastNameF).toBe('Автобаза 7')
  })

  it('a sole trader is the person behind «ИП»', () => {
    expect(nameForms('ИП Петров Иван Сергеевич')).toMatchObject({
      lastNameF: 'Петров И. С.',
      initials: 'ПИ',
    })
  })

  it('a surname that starts like a legal form is still a person', () => {
    expect(nameForms('Аов Пётр').lastNameF).toBe('Аов П.')
  })
})
