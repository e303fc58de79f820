import {
  type LoginAnswer,
  loginMachine,
  type SendSmsInput,
  type SmsSent,
  type VerifyCodeInput,
} from '@gruzovik/machines/login'
import { createActor, fromPromise, type InspectionEvent, type Observer } from 'xstate'
import type { AppDataStore } from '../lib/app-data/app-data-store.ts'
import { asFailure } from '../lib/errors/describe-failure.ts'
import type { CartActor } from '../lib/session/cart-context.tsx'
import type { SessionCalls } from './session-actors.ts'

/**
 * The login actor with the given API calls, its own chunk (session-actors.ts loads it on first
 * use). A failure reaches the machine as the one mapping describes it, which the modal says
 * under its button (src/lib/errors/describe-failure.ts).
 */
export function createLoginActor(deps: {
  calls: Pick<SessionCalls, 'sendSms' | 'verifyCode'>
  cart: CartActor
  store: AppDataStore
  inspect?: Observer<InspectionEvent> | undefined
}) {
  const { calls, cart, store, inspect } = deps
  return createActor(
    loginMachine.provide({
      actors: {
        // The answer's resend_after is how long the code step counts down before a resend.
        sendSms: fromPromise<SmsSent, SendSmsInput>(({ input }) => asFailure(calls.sendSms(input))),
        verifyCode: fromPromise<LoginAnswer, VerifyCodeInput>(({ input }) =>
          asFailure(calls.verifyCode(input)),
        ),
      },
      actions: {
        updateUser: (_, { user }) => store.setUser(user),
        loadCart: () => cart.send({ type: 'cart.load' }),
        // The modal says it (fields, or under the button): no toast repeats it.
        reportError: (_, { error }) => console.warn('Login failed', error),
      },
    }),
    { inspect },
  )
}
