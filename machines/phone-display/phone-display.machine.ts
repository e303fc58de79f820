/**
 * Phone display (spec 4, 9): masked ⇄ revealed. On desktop the last two digits show as `X`
 * until a click; on mobile the number shows in full. Every click records the analytics goal
 * through the provided `reachGoal` action.
 */
import { setup } from 'xstate'

export interface PhoneDisplayInput {
  phone_number: string
  isMobile: boolean
  /** The analytics goal of this placement, e.g. phone_header_SPB. */
  goal: string
}

export interface PhoneDisplayContext extends PhoneDisplayInput {}

export type PhoneDisplayEvent =
  | { type: 'phone.click' }
  | { type: 'phone.viewportChanged'; isMobile: boolean }

/** Replaces the last two digits with `X`, keeping the formatting characters. */
export function maskPhone(phone: string): string {
  let toMask = 2
  const chars = [...phone]
  for (let i = chars.length - 1; i >= 0 && toMask > 0; i -= 1) {
    if (/\d/.test(chars[i] ?? '')) {
      chars[i] = 'X'
      toMask -= 1
    }
  }
  return chars.join('')
}

export function phoneText(context: PhoneDisplayContext, revealed: boolean): string {
  return revealed || context.isMobile ? context.phone_number : maskPhone(context.phone_number)
}

export const phoneDisplayMachine = setup({
  types: {
    context: {} as PhoneDisplayContext,
    events: {} as PhoneDisplayEvent,
    input: {} as PhoneDisplayInput,
  },
  guards: {
    isMobile: ({ context }) => context.isMobile,
    becameMobile: (_, params: { isMobile: boolean }) => params.isMobile,
  },
  actions: {
    reachGoal: (_, _params: { goal: string }) => {},
  },
}).createMachine({
  id: 'phoneDisplay',
  context: ({ input }) => ({ ...input }),
  initial: 'init',
  on: {
    'phone.click': {
      target: '.revealed',
      actions: { type: 'reachGoal', params: ({ context }) => ({ goal: context.goal }) },
    },
  },
  states: {
    init: { always: [{ guard: 'isMobile', target: 'revealed' }, { target: 'masked' }] },
    masked: {
      on: {
        'phone.viewportChanged': {
          guard: { type: 'becameMobile', params: ({ event }) => ({ isMobile: event.isMobile }) },
          target: 'revealed',
        },
      },
    },
    revealed: {},
  },
})
