/**
 * Test helper: the session actors with fake calls, and a wrapper giving them to the UI. Only
 * tests and stories import it.
 */
import {
  checkoutMachine,
  type FastOrder,
  type LoginAnswer,
  loginMachine,
  type SendSmsInput,
  type Suggestions,
  searchMachine,
  type VerifyCodeInput,
} from '@gruzovik/machines'
import type { ReactNode } from 'react'
import { createActor, fromPromise } from 'xstate'
import { type SessionActors, SessionProvider } from './session-context.tsx'

export interface FakeSessionOptions {
  suggestions?: (s: string) => Promise<Suggestions>
  deleteHistory?: (uuid: string) => Promise<boolean>
  sendSms?: (input: SendSmsInput) => Promise<void>
  verifyCode?: (input: VerifyCodeInput) => Promise<LoginAnswer>
  fastOrder?: () => Promise<FastOrder>
  loggedIn?: () => boolean
  navigate?: (to: string, search?: Record<string, string>) => void
}

const never = () => new Promise<never>(() => {})

export function createFakeSession(options: FakeSessionOptions = {}): SessionActors {
  const login = createActor(
    loginMachine.provide({
      actors: {
        sendSms: fromPromise<void, SendSmsInput>(({ input }) =>
          options.sendSms ? options.sendSms(input) : Promise.resolve(),
        ),
        verifyCode: fromPromise<LoginAnswer, VerifyCodeInput>(({ input }) =>
          options.verifyCode ? options.verifyCode(input) : never(),
        ),
      },
    }),
  )
  const checkout = createActor(
    checkoutMachine.provide({
      actors: {
        createFastOrder: fromPromise<FastOrder>(() =>
          options.fastOrder ? options.fastOrder() : never(),
        ),
      },
      guards: { isLoggedIn: () => options.loggedIn?.() ?? false },
      actions: {
        openLogin: (_, { intent }) => login.send({ type: 'login.open', intent }),
        navigate: (_, { to }) => options.navigate?.(to),
      },
    }),
  )
  const search = createActor(
    searchMachine.provide({
      actors: {
        fetchSuggestions: fromPromise<Suggestions, { s: string }>(({ input }) =>
          options.suggestions ? options.suggestions(input.s) : never(),
        ),
        deleteHistoryItem: fromPromise<boolean, { uuid: string }>(({ input }) =>
          options.deleteHistory ? options.deleteHistory(input.uuid) : Promise.resolve(true),
        ),
      },
      actions: { navigate: (_, { to, search }) => options.navigate?.(to, search) },
    }),
    { input: { pathname: '/' } },
  )
  const actors = { login, checkout, search }
  for (const actor of Object.values(actors)) actor.start()
  return actors
}

export function FakeSession({ actors, children }: { actors: SessionActors; children: ReactNode }) {
  return <SessionProvider actors={actors}>{children}</SessionProvider>
}
