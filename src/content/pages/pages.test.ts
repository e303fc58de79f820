import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageTitles } from '../pages.ts'
import { buyTrucks } from './buy-trucks.ts'
import { company } from './company.ts'
import { consentToPersonal } from './consent-to-personal.ts'
import { dostavkaUsloviya } from './dostavka-usloviya.ts'
import { forSto } from './for-sto.ts'
import { garantiyaIVozvrat } from './garantiya-i-vozvrat.ts'
import { komplektTypes } from './komplekt-types.ts'
import { legalInformation } from './legal-information.ts'
import { oKompanii } from './o-kompanii.ts'
import { oplataUsloviya } from './oplata-usloviya.ts'
import { personalDataPolicy } from './personal-data-processing-policy.ts'
import { reserveAlerts } from './reserve-alerts.ts'
import type { ContentLink, ContentPageData } from './types.ts'
import { userAgreement } from './user-agreement.ts'

const pages: Record<string, [ContentPageData, keyof typeof pageTitles]> = {
  o_kompanii: [oKompanii, 'oKompanii'],
  oplata_usloviya: [oplataUsloviya, 'oplataUsloviya'],
  dostavka_usloviya: [dostavkaUsloviya, 'dostavkaUsloviya'],
  garantiya_i_vozvrat: [garantiyaIVozvrat, 'garantiyaIVozvrat'],
  legal_information: [legalInformation, 'legalInformation'],
  user_agreement: [userAgreement, 'userAgreement'],
  consent_to_personal: [consentToPersonal, 'consentToPersonal'],
  personal_data_processing_policy: [personalDataPolicy, 'personalDataPolicy'],
  komplekt_types: [komplektTypes, 'komplektTypes'],
  reserve_alerts: [reserveAlerts, 'reserveAlerts'],
  for_sto: [forSto, 'forSto'],
  buy_trucks: [buyTrucks, 'buyTrucks'],
}

// Route files name the shop's paths: `catalog.index.tsx` → `/catalog` (`-` files are not routes).
const routesDir = resolve(process.cwd(), 'src/routes')
const knownPaths = new Set(
  readdirSync(routesDir)
    .filter((file) => file.endsWith('.tsx') && !file.startsWith('__') && !file.startsWith('-'))
    .map(
      (file) =>
        `/${file
          .replace(/\.tsx$/, '')
          .replace(/(^|\.)index$/, '')
          .replaceAll('.', '/')}`,
    )
    .map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path)),
)

function linksOf(page: ContentPageData): ContentLink[] {
  const inBlocks = page.sections.flatMap((section) =>
    section.blocks.flatMap((block) => (block.kind === 'links' ? block.items : [])),
  )
  return [...inBlocks, ...(page.related ?? [])]
}

describe('content pages', () => {
  it.each(Object.entries(pages))('%s keeps the h1 of pageTitles', (_slug, [page, key]) => {
    expect(page.title).toBe(pageTitles[key])
  })

  it.each(Object.entries(pages))('%s has a lead and real sections', (_slug, [page]) => {
    expect(page.lead.length).toBeGreaterThan(60)
    expect(page.sections.length).toBeGreaterThanOrEqual(2)
    const headings = page.sections.map((section) => section.heading)
    expect(new Set(headings).size).toBe(headings.length)
    for (const section of page.sections) expect(section.blocks.length).toBeGreaterThan(0)
  })

  it.each(Object.entries(pages))('%s links only to routes that exist', (_slug, [page]) => {
    for (const link of linksOf(page)) {
      if (link.href.startsWith('/')) expect(knownPaths).toContain(link.href)
      else expect(link.href).toMatch(/^https:\/\//)
    }
  })

  it.each(Object.entries(pages))('%s tables have a cell per column', (_slug, [page]) => {
    for (const section of page.sections)
      for (const block of section.blocks)
        if (block.kind === 'table')
          for (const row of block.rows) expect(row).toHaveLength(block.head.length)
  })

  it('delivery names the five transport companies', () => {
    const text = JSON.stringify(dostavkaUsloviya)
    for (const name of ['ПЭК', 'Деловые Линии', 'СДЭК', 'Байкал Сервис', 'КИТ'])
      expect(text).toContain(name)
  })
})

describe('company requisites', () => {
  const digits = (text: string) => [...text].map(Number)

  it('the ИНН of a legal entity has a valid check digit', () => {
    const d = digits(company.inn)
    const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8]
    const sum = weights.reduce((acc, weight, i) => acc + weight * (d[i] ?? 0), 0)
    expect(company.inn).toHaveLength(10)
    expect((sum % 11) % 10).toBe(d[9])
  })

  it('the ОГРН has a valid check digit and the КПП nine digits', () => {
    expect(company.ogrn).toHaveLength(13)
    expect((Number(company.ogrn.slice(0, 12)) % 11) % 10).toBe(Number(company.ogrn[12]))
    expect(company.kpp).toMatch(/^\d{9}$/)
    expect(company.kpp.slice(0, 4)).toBe(company.inn.slice(0, 4))
  })

  it('the settlement account matches the bank code', () => {
    const sequence = digits(company.bik.slice(-3) + company.account)
    const weights = [7, 1, 3]
    const sum = sequence.reduce((acc, digit, i) => acc + ((digit * (weights[i % 3] ?? 0)) % 10), 0)
    expect(sum % 10).toBe(0)
  })
})
