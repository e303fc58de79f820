/** The login machine's tests' kit: the machine with spies for its actors, actions and events. */
import { vi } from 'vitest'
import { type AnyActorRef, createActor, fromPromise } from 'xstate'
import {
  type LoginAnswer,
  loginMachine,
  type SendSmsInput,
  type SmsSent,
  type VerifyCodeInput,
} from './login.machine.ts'
import type { LoginIntent } from './login-rules.ts'

export const answer: LoginAnswer = {
  token: { token: 'jwt', ttl: 3600, domain: 'localhost' },
  user: {
    last_name_f: 'Иванов И.',
    full_name: 'Иванов Иван',
    image: { url_thumb: null },
    image_url: null,
    ns: 'ИИ',
    account: { external_id_onec: null },
    permissions: [],
  },
}
/** The server's answer to a send: a new code in 60 s, the server's default. */
export const sent: SmsSent = { resend_after: 60 }

/** The shop's API error as the machine reads it: the first message per field. */
export const serverError = (fieldErrors: Record<string, string>) => ({ status: 422, fieldErrors })

export function start(options: {
  sendSms?: (input: SendSmsInput) => Promise<SmsSent>
  verifyCode?: (input: VerifyCodeInput) => Promise<LoginAnswer>
  intent?: LoginIntent
}) {
  const spies = {
    sendSms: vi.fn(options.sendSms ?? (async () => sent)),
    verifyCode: vi.fn(options.verifyCode ?? (async () => answer)),
    updateUser: vi.fn(),
    loadCart: vi.fn(),
    reportError: vi.fn(),
    loggedIn: vi.fn(),
    dismissed: vi.fn(),
  }
  const machine = loginMachine.provide({
    actors: {
      sendSms: fromPromise<SmsSent, SendSmsInput>(({ input }) => spies.sendSms(input)),
      verifyCode: fromPromise<LoginAnswer, VerifyCodeInput>(({ input }) => spies.verifyCode(input)),
    },
    actions: {
      updateUser: spies.updateUser,
      loadCart: spies.loadCart,
      reportError: spies.reportError,
    },
  })
  const actor = createActor(machine).start()
  actor.on('loggedIn', spies.loggedIn)
  actor.on('dismissed', spies.dismissed)
  actor.send({ type: 'login.open', intent: options.intent ?? null })
  return { actor, ...spies }
}

export const remaining = (actor: {
  getSnapshot(): { children: Record<string, AnyActorRef | undefined> }
}) => actor.getSnapshot().children.countdown?.getSnapshot().context.remaining as number | undefined

export async function toCodeStep(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'login.changePhone', value: '+7(912)345 67 89' })
  actor.send({ type: 'login.submitPhone' })
  await vi.advanceTimersByTimeAsync(0)
}
