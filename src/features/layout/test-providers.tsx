import { bootMachine, type InitialData } from '@gruzovik/machines'
import type { ReactNode } from 'react'
import { createActor, fromPromise } from 'xstate'
import { AppDataProvider } from '../../lib/app-data/app-data-context.tsx'
import { createAppDataStore } from '../../lib/app-data/app-data-store.ts'

/** Test and story data: a guest with the Russian and Kazakh phone codes. */
export const sampleInitialData: InitialData = {
  env: { app_env: 'test' },
  user: null,
  app: {
    name: 'Грузовик',
    phone_codes: [
      { prefix: '7', mask: '+7(###)### ## ##' },
      { prefix: '375', mask: '+375(##)###-##-##' },
    ],
  },
  jwt_domain: 'localhost',
}

/** App data for layout tests and stories, started and loaded with `data`, stored nowhere. */
export function TestAppData({
  data = sampleInitialData,
  children,
}: {
  data?: InitialData
  children: ReactNode
}) {
  const boot = createActor(
    bootMachine.provide({ actors: { loadInitialData: fromPromise(async () => data) } }),
  )
  boot.start()
  boot.send({ type: 'boot.start' })
  return (
    <AppDataProvider boot={boot} store={createAppDataStore(null)}>
      {children}
    </AppDataProvider>
  )
}
