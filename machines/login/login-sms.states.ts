/**
 * The login machine's SMS-sending states (login.machine.ts):
 *   - inputPhone: editing (name, phone, login ⇄ registration) ⇄ sending the code's SMS
 *   - the code step's countdown region: running (an invoked 60 s countdown actor) → ended
 *     (resend link) → resending → running
 */
import { assign } from 'xstate'
import { missingFields, RESEND_COUNTDOWN_SECONDS } from './login-rules.ts'
import { failureTo, formOf, loginSetup, without } from './login-setup.ts'

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
})

export const resendCountdownRegion = loginSetup.createStateConfig({
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
})
