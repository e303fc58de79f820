/**
 * The login machine's SMS-sending states (login.machine.ts):
 *   - inputPhone: editing (name, phone, login ⇄ registration) ⇄ sending the code's SMS
 *   - the code step's countdown region: running (an invoked countdown of the seconds the server
 *     answered as `resend_after`) → ended (resend link) → resending → running
 */
import { assign } from 'xstate'
import { missingFields } from './login-rules.ts'
import { failureTo, formOf, loginSetup, without } from './login-setup.ts'

/** Sends the code (first time or again): sent → `sent`, a failure → `failed` with its errors. */
const sendSmsState = <Sent extends string, Failed extends string>(
  id: 'sendSms' | 'resendSms',
  sent: Sent,
  failed: Failed,
) =>
  loginSetup.createStateConfig({
    entry: 'clearFailure',
    invoke: {
      id,
      src: 'sendSms',
      input: ({ context }) => formOf(context),
      onDone: {
        target: sent,
        actions: { type: 'assignSent', params: ({ event }) => ({ sent: event.output }) },
      },
      onError: failureTo(failed),
    },
  })

export const inputPhoneState = loginSetup.createStateConfig({
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
            failure: null,
          }),
        },
        'login.back': {
          guard: 'isRegistration',
          actions: assign({ mode: 'login', errors: {}, missing: [], failure: null }),
        },
        'login.submitPhone': [
          { guard: 'canRequestCode', target: 'sending', actions: assign({ missing: [] }) },
          { actions: assign({ missing: ({ context }) => missingFields(context) }) },
        ],
      },
    },
    sending: sendSmsState('sendSms', '#login.open.inputCode', 'editing'),
  },
})

export const resendCountdownRegion = loginSetup.createStateConfig({
  initial: 'running',
  states: {
    running: {
      invoke: {
        id: 'countdown',
        src: 'countdown',
        input: ({ context }) => ({ seconds: context.resendAfter }),
        onDone: 'ended',
      },
    },
    ended: { on: { 'login.resend': 'resending' } },
    resending: sendSmsState('resendSms', 'running', 'ended'),
  },
})
