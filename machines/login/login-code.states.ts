/**
 * The login machine's code-checking region (login.machine.ts): editing ⇄ verifying. Four
 * digits submit by themselves; verifying ignores more submits. Success (the server's answer has
 * set the token cookie) updates the user, loads the cart (login only), emits `loggedIn` with
 * the intent and closes.
 */

import { normaliseSmsCode } from '@gruzovik/rules'
import { assign, emit, enqueueActions } from 'xstate'
import { failureTo, formOf, fresh, loginSetup } from './login-setup.ts'

export const codeRegion = loginSetup.createStateConfig({
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
            actions: assign({ code: ({ event }) => normaliseSmsCode(event.value) }),
          },
          {
            actions: assign({
              code: ({ event }) => normaliseSmsCode(event.value),
              errors: ({ context }) => ({ ...context.errors, code: undefined }),
            }),
          },
        ],
        'login.submitCode': { guard: 'codeComplete', target: 'verifying' },
      },
    },
    // No transitions on code events here: the guard against a double submit.
    verifying: {
      entry: 'clearFailure',
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
})
