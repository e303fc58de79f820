/**
 * Login / registration modal (docs/product.md#login-by-sms-code).
 * closed → open.inputPhone (editing ⇄ sending) → open.inputCode, a parallel state:
 *   - countdown: running (counts down the server's `resend_after`) → ended (resend link) →
 *     resending → running
 *   - code: editing ⇄ verifying (four digits submit by themselves; verifying ignores more submits)
 * Success (the server's answer has set the token cookie) updates the user, loads the cart (login
 * only) and emits `loggedIn` with the intent; it then closes. Closing it before that emits
 * `dismissed` with the intent it leaves behind. Field errors land on their fields; other failures
 * are kept as `failure` (said under the button until the next try) and go to `reportError`.
 * The SMS-sending states live in login-sms.states.ts, the code-checking ones in
 * login-code.states.ts, both on the one setup of login-setup.ts.
 */
import { assign, emit } from 'xstate'
import { codeRegion } from './login-code.states.ts'
import { fresh, loginSetup } from './login-setup.ts'
import { inputPhoneState, resendCountdownRegion } from './login-sms.states.ts'

export type {
  LoginAnswer,
  LoginContext,
  LoginEmitted,
  LoginEvent,
  LoginUser,
  SendSmsInput,
  SmsSent,
  VerifyCodeInput,
} from './login-setup.ts'

export const loginMachine = loginSetup.createMachine({
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
        inputPhone: inputPhoneState,
        inputCode: {
          type: 'parallel',
          on: {
            'login.back': {
              target: 'inputPhone',
              actions: assign({ code: '', errors: {}, failure: null }),
            },
            'login.register': {
              guard: 'isLogin',
              target: 'inputPhone',
              actions: assign({
                mode: 'registration',
                code: '',
                errors: {},
                missing: [],
                failure: null,
              }),
            },
          },
          states: {
            countdown: resendCountdownRegion,
            code: codeRegion,
          },
        },
      },
    },
  },
})
