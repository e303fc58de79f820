/**
 * What the login machine's parts share (login.machine.ts): its types, context helpers and the
 * one `setup` (actors, guards, actions by name) that the SMS states (login-sms.states.ts) and
 * the code states (login-code.states.ts) are built on.
 */
import type { components } from '@gruzovik/openapi'
import { isSmsCode, normaliseSmsCode } from '@gruzovik/rules'
import { assign, fromPromise, setup } from 'xstate'
import { countdownMachine } from '../countdown/countdown.machine.ts'
import { type Failure, failureOf } from '../shared/failure.ts'
import {
  canRequestCode,
  fieldErrorsOf,
  type LoginField,
  type LoginFieldErrors,
  type LoginIntent,
  type LoginMode,
} from './login-rules.ts'

/** The parts of the login answer the machine reads. */
export type LoginAnswer = components['schemas']['LoginResponse']
export type LoginUser = LoginAnswer['user']

/** What the machine reads of a sent SMS: seconds until a new code may be asked for. */
export type SmsSent = Pick<components['schemas']['SmsSentResponse'], 'resend_after'>

export interface SendSmsInput {
  mode: LoginMode
  name: string
  phone: string
}
export interface VerifyCodeInput extends SendSmsInput {
  code: string
}

export interface LoginContext {
  mode: LoginMode
  name: string
  phone: string
  code: string
  errors: LoginFieldErrors
  /** Fields a submit found empty; the form says what is missing until they are edited. */
  missing: readonly LoginField[]
  intent: LoginIntent | null
  /** Seconds the resend countdown runs: the server's `resend_after` of the last send. */
  resendAfter: number
  /** A failure with no field error (no connection, a server fault, a top-level message): the
   * modal says it under its button until the next try (docs/product.md#errors). */
  failure: Failure | null
}

export type LoginEvent =
  | { type: 'login.open'; intent?: LoginIntent | null }
  | { type: 'login.close' }
  | { type: 'login.toggleMode' }
  | { type: 'login.back' }
  | { type: 'login.changeName'; value: string }
  | { type: 'login.changePhone'; value: string }
  | { type: 'login.submitPhone' }
  | { type: 'login.changeCode'; value: string }
  | { type: 'login.submitCode' }
  | { type: 'login.resend' }
  /** From the code step of a login: register the same number instead. */
  | { type: 'login.register' }

export type LoginEmitted =
  | { type: 'loggedIn'; intent: LoginIntent | null; user: LoginUser }
  /** Closed without logging in: the intent it was opened with is left behind. */
  | { type: 'dismissed'; intent: LoginIntent | null }

export const fresh = (intent: LoginIntent | null = null): LoginContext => ({
  mode: 'login',
  name: '',
  phone: '',
  code: '',
  errors: {},
  missing: [],
  intent,
  resendAfter: 0,
  failure: null,
})

/** What the server is sent for an SMS: the form as typed, the name trimmed. */
export const formOf = (context: LoginContext): SendSmsInput => ({
  mode: context.mode,
  name: context.name.trim(),
  phone: context.phone,
})

export const without = (fields: readonly LoginField[], field: LoginField) =>
  fields.filter((f) => f !== field)

/** Field errors land on their fields; only a failure with none is reported (no toast twice). */
export const failureTo = <T extends string>(target: T) => [
  {
    guard: {
      type: 'isFieldError' as const,
      params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
    },
    target,
    actions: {
      type: 'assignErrors' as const,
      params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
    },
  },
  {
    target,
    actions: [
      {
        type: 'assignErrors' as const,
        params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
      },
      {
        type: 'reportError' as const,
        params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
      },
    ],
  },
]

export const loginSetup = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    emitted: {} as LoginEmitted,
    children: {} as {
      sendSms: 'sendSms'
      resendSms: 'sendSms'
      verifyCode: 'verifyCode'
      countdown: 'countdown'
    },
  },
  actors: {
    sendSms: fromPromise<SmsSent, SendSmsInput>(() =>
      Promise.reject(new Error('login: provide the sendSms actor')),
    ),
    verifyCode: fromPromise<LoginAnswer, VerifyCodeInput>(() =>
      Promise.reject(new Error('login: provide the verifyCode actor')),
    ),
    countdown: countdownMachine,
  },
  guards: {
    canRequestCode: ({ context }) => canRequestCode(context),
    isRegistration: ({ context }) => context.mode === 'registration',
    isLogin: ({ context }) => context.mode === 'login',
    codeComplete: ({ context }) => isSmsCode(context.code),
    typedCodeComplete: (_, params: { value: string }) => isSmsCode(normaliseSmsCode(params.value)),
    /** A field error shows under its field: a toast would say the same thing twice. */
    isFieldError: (_, params: { error: unknown }) =>
      Object.keys(fieldErrorsOf(params.error)).length > 0,
  },
  actions: {
    updateUser: (_, _params: { user: LoginUser }) => {},
    loadCart: () => {},
    /** Non-field failures (also kept as `failure` for the modal); the shop may log them. */
    reportError: (_, _params: { error: unknown }) => {},
    assignErrors: assign((_, params: { error: unknown }) => {
      const errors = fieldErrorsOf(params.error)
      const failure = Object.keys(errors).length > 0 ? null : failureOf(params.error)
      return { errors, failure }
    }),
    /** The server says when a new code may be asked for; the countdown runs that long. */
    assignSent: assign((_, params: { sent: SmsSent }) => ({
      errors: {},
      code: '',
      resendAfter: params.sent.resend_after,
    })),
    /** A new try: the last failure's message is stale. */
    clearFailure: assign({ failure: null }),
  },
})
