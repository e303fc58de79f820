/**
 * A seconds countdown: running (ticks once a `countdownTick`) → done (final) at zero.
 * `context.remaining` is what the view shows; the parent learns the end from its done event.
 */
import { assign, setup } from 'xstate'

export interface CountdownContext {
  remaining: number
}

export const countdownMachine = setup({
  types: {
    context: {} as CountdownContext,
    input: {} as { seconds: number },
  },
  delays: { countdownTick: 1000 },
  guards: {
    lastSecond: ({ context }) => context.remaining <= 1,
  },
}).createMachine({
  id: 'countdown',
  context: ({ input }) => ({ remaining: Math.max(0, Math.floor(input.seconds)) }),
  initial: 'running',
  states: {
    running: {
      always: { guard: ({ context }) => context.remaining <= 0, target: 'done' },
      after: {
        countdownTick: [
          { guard: 'lastSecond', target: 'done', actions: assign({ remaining: 0 }) },
          {
            target: 'running',
            reenter: true,
            actions: assign({ remaining: ({ context }) => context.remaining - 1 }),
          },
        ],
      },
    },
    done: { type: 'final' },
  },
})
