/**
 * Login / registration modal (docs/product.md#login-by-sms-code).
 * closed → open.inputPhone (editing ⇄ sending) → open.inputCode, a parallel state:
 *   - countdown: running (an invoked 60 s countdown actor) → ended (resend link) → resending → running
 *   - code: editing ⇄ verifying (four digits submit by themselves; verifying ignores more submits)
 * Success (the server's answer has set the token cookie) updates the user, loads the cart (login
 * only) and emits `loggedIn` with the intent; it then closes. Closing it before that emits
 * `dismissed` with the intent it leaves behind. Field errors land on their fields; other failures go to `reportError`.
 */
import type { components } from '@gruzovik/openapi'
import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate'
import { countdownMachine } from '../countdown/countdown.machine.ts'
import {
  canRequestCode,
  fieldErrorsOf,
  isCodeComplete,
  type LoginField,
  type LoginFieldErrors,
  type LoginIntent,
  type LoginMode,
  missingFields,
  normaliseCode,
  RESEND_COUNTDOWN_SECONDS,
} from './login-rules.ts'

/** The parts of the login answer the machine reads. */
export type LoginAnswer = components['schemas']['LoginResponse']
export type LoginUser = LoginAnswer['user']

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

const fresh = (intent: LoginIntent | null = null): LoginContext => ({
  mode: 'login',
  name: '',
  phone: '',
  code: '',
  errors: {},
  missing: [],
  intent,
})

const formOf = (context: LoginContext): SendSmsInput => ({
  mode: context.mode,
  name: context.name.trim(),
  phone: context.phone,
})

/** Field errors land on their fields; only a failure with none is reported (no toast twice). */
const failureTo = <T extends string>(target: T) => [
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

export const loginMachine = setup({
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
    sendSms: fromPromise<void, SendSmsInput>(() =>
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
    codeComplete: ({ context }) => isCodeComplete(context.code),
    typedCodeComplete: (_, params: { value: string }) =>
      isCodeComplete(normaliseCode(params.value)),
    /** A field error shows under its field: a toast would say the same thing twice. */
    isFieldError: (_, params: { error: unknown }) =>
      Object.keys(fieldErrorsOf(params.error)).length > 0,
  },
  actions: {
    updateUser: (_, _params: { user: LoginUser }) => {},
    loadCart: () => {},
    /** Non-field failures (a top-level message, a status) go to the shop's notifications. */
    reportError: (_, _params: { error: unknown }) => {},
    assignErrors: assign({
      errors: (_, params: { error: unknown }) => fieldErrorsOf(params.error),
    }),
  },
}).createMachine({
  id: 'login',
  context: fresh(),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'login.open': {
          target: 'open',
          actions: assign(({ event }) => fresh(event.intent ?? null)),
        },
      },
    },
    open: {
      initial: 'inputPhone',
      on: {
        'login.close': {
          target: 'closed',
          actions: [
            emit(({ context }) => ({ type: 'dismissed' as const, intent: context.intent })),
            assign(() => fresh()),
          ],
        },
      },
      states: {
        inputPhone: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'login.changeName': {
                  actions: assign({
                    name: ({ event }) => event.value,
                    errors: ({ context }) => ({ ...context.errors, name: undefined }),
                    missing: ({ context }) => without(context.missing, 'name'),
                  }),
                },
                'login.changePhone': {
                  actions: assign({
                    phone: ({ event }) => event.value,
                    errors: ({ context }) => ({ ...context.errors, phone: undefined }),
                    missing: ({ context }) => without(context.missing, 'phone'),
                  }),
                },
                'login.toggleMode': {
                  actions: assign({
                    mode: ({ context }) => (context.mode === 'login' ? 'registration' : 'login'),
                    errors: {},
                    missing: [],
                  }),
                },
                'login.back': {
                  guard: 'isRegistration',
                  actions: assign({ mode: 'login', errors: {}, missing: [] }),
                },
                'login.submitPhone': [
                  { guard: 'canRequestCode', target: 'sending', actions: assign({ missing: [] }) },
                  { actions: assign({ missing: ({ context }) => missingFields(context) }) },
                ],
              },
            },
            sending: {
              invoke: {
                id: 'sendSms',
                src: 'sendSms',
                input: ({ context }) => formOf(context),
                onDone: {
                  target: '#login.open.inputCode',
                  actions: assign({ errors: {}, code: '' }),
                },
                onError: failureTo('editing'),
              },
            },
          },
        },
        inputCode: {
          type: 'parallel',
          on: {
            'login.back': { target: 'inputPhone', actions: assign({ code: '', errors: {} }) },
            'login.register': {
              guard: 'isLogin',
              target: 'inputPhone',
              actions: assign({ mode: 'registration', code: '', errors: {}, missing: [] }),
            },
          },
          states: {
            countdown: {
              initial: 'running',
              states: {
                running: {
                  invoke: {
                    id: 'countdown',
                    src: 'countdown',
                    input: { seconds: RESEND_COUNTDOWN_SECONDS },
                    onDone: 'ended',
                  },
                },
                ended: { on: { 'login.resend': 'resending' } },
                resending: {
                  invoke: {
                    id: 'resendSms',
                    src: 'sendSms',
                    input: ({ context }) => formOf(context),
                    onDone: { target: 'running', actions: assign({ errors: {}, code: '' }) },
                    onError: failureTo('ended'),
                  },
                },
              },
            },
            code: {
              initial: 'editing',
              states: {
                editing: {
                  on: {
                    'login.changeCode': [
                      {
                        guard: {
                          type: 'typedCodeComplete',
                          params: ({ event }) => ({ value: event.value }),
                        },
                        target: 'verifying',
                        actions: assign({ code: ({ event }) => normaliseCode(event.value) }),
                      },
                      {
                        actions: assign({
                          code: ({ event }) => normaliseCode(event.value),
                          errors: ({ context }) => ({ ...context.errors, code: undefined }),
                        }),
                      },
                    ],
                    'login.submitCode': { guard: 'codeComplete', target: 'verifying' },
                  },
                },
                // No transitions on code events here: the guard against a double submit.
                verifying: {
                  invoke: {
                    id: 'verifyCode',
                    src: 'verifyCode',
                    input: ({ context }) => ({ ...formOf(context), code: context.code }),
                    onDone: {
                      target: '#login.closed',
                      actions: [
                        {
                          type: 'updateUser',
                          params: ({ event }) => ({ user: event.output.user }),
                        },
                        enqueueActions(({ check, enqueue }) => {
                          if (check('isLogin')) enqueue('loadCart')
                        }),
                        emit(({ context, event }) => ({
                          type: 'loggedIn' as const,
                          intent: context.intent,
                          user: event.output.user,
                        })),
                        assign(() => fresh()),
                      ],
                    },
                    onError: failureTo('editing'),
                  },
                },
              },
            },
          },
        },
      },
    },
  },
})

const without = (fields: readonly LoginField[], field: LoginField) =>
  fields.filter((f) => f !== field)
