import { describe, expect, it } from 'vitest'
import { type KnownModel, resolveFit, splitYears } from './fitment.ts'

const man = ['MAN', 'МАН']
const mercedes = ['Mercedes-Benz', 'Mercedes', 'Мерседес']
const kamaz = ['КАМАЗ', 'KAMAZ']
const models: KnownModel[] = [
  { id: 'tgs', title: 'MAN TGS', markTitle: 'MAN', markNames: man },
  { id: 'tgx', title: 'MAN TGX', markTitle: 'MAN', markNames: man },
  { id: 'actros', title: 'Mercedes-Benz Actros', markTitle: 'Mercedes-Benz', markNames: mercedes },
  { id: '5490', title: 'КАМАЗ 5490', markTitle: 'КАМАЗ', markNames: kamaz },
  { id: 'fh', title: 'Volvo FH', markTitle: 'Volvo', markNames: ['Volvo'] },
]

describe('fitment values', () => {
  it('splits the model years off: a range, an open end, one year, none', () => {
    expect(splitYears('MAN TGS 2007–2020')).toEqual({
      name: 'MAN TGS',
      yearFrom: 2007,
      yearTo: 2020,
      bad: false,
    })
    expect(splitYears('Volvo FH 2013-')).toMatchObject({
      name: 'Volvo FH',
      yearFrom: 2013,
      yearTo: null,
    })
    expect(splitYears('Volvo FH 2013 — 2021 гг.')).toMatchObject({ yearFrom: 2013, yearTo: 2021 })
    expect(splitYears('КАМАЗ 5490 2019')).toMatchObject({
      name: 'КАМАЗ 5490',
      yearFrom: 2019,
      yearTo: 2019,
    })
    expect(splitYears('Scania R')).toMatchObject({ name: 'Scania R', yearFrom: null, yearTo: null })
    // A model named by digits is not taken for a year.
    expect(splitYears('КАМАЗ 65115')).toMatchObject({ name: 'КАМАЗ 65115', yearFrom: null })
    expect(splitYears('MAN TGS 2020–2007').bad).toBe(true)
    expect(splitYears('MAN TGS 1812-2020').bad).toBe(true)
    // A lone number that is no model year stays in the name.
    expect(splitYears('MAN TGS 1812')).toMatchObject({ name: 'MAN TGS 1812', bad: false })
  })

  it('finds the model by its make’s title or other names, with or without the make', () => {
    expect(resolveFit('MAN TGS 2007–2020', models)).toEqual({
      ok: true,
      fit: { truckModelId: 'tgs', yearFrom: 2007, yearTo: 2020 },
    })
    expect(resolveFit('ман  tgx', models)).toMatchObject({ ok: true, fit: { truckModelId: 'tgx' } })
    expect(resolveFit('Мерседес Actros 2011-', models)).toMatchObject({
      ok: true,
      fit: { truckModelId: 'actros', yearFrom: 2011, yearTo: null },
    })
    expect(resolveFit('Mercedes-Benz Actros', models)).toMatchObject({
      fit: { truckModelId: 'actros' },
    })
    expect(resolveFit('KAMAZ 5490', models)).toMatchObject({
      fit: { truckModelId: '5490', yearFrom: null },
    })
    expect(resolveFit('КАМАЗ 5490 2019-', models)).toMatchObject({
      fit: { truckModelId: '5490', yearFrom: 2019 },
    })
  })

  it('says why a value names no model', () => {
    expect(resolveFit('Foton Auman 2015-', models)).toEqual({ ok: false, problem: 'no_make' })
    expect(resolveFit('MAN TGL', models)).toEqual({ ok: false, problem: 'no_model' })
    expect(resolveFit('MAN', models)).toEqual({ ok: false, problem: 'make_only' })
    expect(resolveFit('MAN TGS 2030–2020', models)).toEqual({ ok: false, problem: 'bad_years' })
    // «Manitou» starts with «Man» but is not MAN.
    expect(resolveFit('Manitou MT', models)).toEqual({ ok: false, problem: 'no_make' })
  })
})
