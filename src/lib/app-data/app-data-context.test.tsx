import { bootMachine, type InitialData } from '@gruzovik/machines'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { AppDataProvider, useAppData } from './app-data-context.tsx'
import { createAppDataStore } from './app-data-store.ts'

const user = (last: string): NonNullable<InitialData['user']> => ({
  last_name_f: last,
  full_name: last,
  image: { url_thumb: null },
  image_url: null,
  ns: 'ИИ',
  account: { external_id_onec: null },
  permissions: [],
})

const answer: InitialData = {
  env: { app_env: 'test', maps_api_key: 'k' },
  user: user('Свежий С.'),
  app: { name: 'Грузовик', phone_codes: [] },
  jwt_domain: 'gruzovik.local',
}

function Probe() {
  const data = useAppData()
  return (
    <p>
      {data.user?.last_name_f ?? 'гость'}|{data.env?.maps_api_key ?? 'нет env'}|
      {String(data.isLoaded)}
    </p>
  )
}

describe('useAppData', () => {
  it('shows the stored user at once, then the answer once the store takes it', async () => {
    const raw: Record<string, string> = {}
    const storage = {
      getItem: (k: string) => raw[k] ?? null,
      setItem: (k: string, v: string) => {
        raw[k] = v
      },
      removeItem: () => {},
    }
    createAppDataStore(storage).save({ ...answer, user: user('Прошлый П.') })
    const store = createAppDataStore(storage)
    let resolve: (value: InitialData) => void = () => {}
    const boot = createActor(
      bootMachine.provide({
        actors: {
          loadInitialData: fromPromise(() => new Promise<InitialData>((r) => (resolve = r))),
        },
      }),
    )
    boot.on('loaded', ({ data }) => store.save(data))
    boot.start()
    boot.send({ type: 'boot.start' })
    render(
      <AppDataProvider boot={boot} store={store}>
        <Probe />
      </AppDataProvider>,
    )
    expect(screen.getByText(/Прошлый П\.\|нет env\|/)).toBeTruthy()
    await act(async () => resolve(answer))
    expect(screen.getByText('Свежий С.|k|true')).toBeTruthy()
  })

  it('without a stored copy, the boot answer is used directly', async () => {
    const boot = createActor(
      bootMachine.provide({ actors: { loadInitialData: fromPromise(async () => answer) } }),
    )
    boot.start()
    boot.send({ type: 'boot.start' })
    render(
      <AppDataProvider boot={boot} store={createAppDataStore(null)}>
        <Probe />
      </AppDataProvider>,
    )
    expect(await screen.findByText('Свежий С.|k|true')).toBeTruthy()
  })
})
