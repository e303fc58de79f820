import { bootMachine, type InitialData } from '@gruzovik/machines'
import { act, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { branchById, branches } from '../../../../content/branches.ts'
import { mapTexts } from '../../../../content/map.ts'
import { AppDataProvider } from '../../../../lib/app-data/app-data-context.tsx'
import { locationOf } from './BranchesFallback.tsx'
import { BranchesMap } from './BranchesMap.tsx'

function bootWith(env: InitialData['env']) {
  const data: InitialData = {
    env,
    user: null,
    app: { name: 'Грузовик', phone_codes: [] },
    jwt_domain: 'localhost',
  }
  const actor = createActor(
    bootMachine.provide({ actors: { loadInitialData: fromPromise(async () => data) } }),
  )
  actor.start()
  actor.send({ type: 'boot.start' })
  return actor
}

describe('BranchesMap', () => {
  it('without a maps key lists the addresses with links to the maps site', async () => {
    const boot = bootWith({ app_env: 'test', maps_api_key: '' })
    await act(async () => {})
    render(
      <AppDataProvider boot={boot}>
        <BranchesMap branches={[branchById('msk')]} />
      </AppDataProvider>,
    )
    const region = screen.getByRole('region', { name: mapTexts.region })
    expect(within(region).getByText(/2-й Южнопортовый проезд/)).toBeTruthy()
    const link = within(region).getByRole('link', { name: mapTexts.openOnMap })
    expect(link.getAttribute('href')).toBe('https://yandex.ru/maps/?pt=37.6842,55.7069&z=17&l=map')
  })

  it('centres on a single branch and frames several', () => {
    expect(locationOf([branchById('krs')])).toEqual({ center: [92.9146, 56.0583], zoom: 16 })
    const framed = locationOf(branches)
    expect(framed).toEqual({
      bounds: [
        [30.3631, 59.8138],
        [92.9146, 45.0353],
      ],
    })
  })
})
