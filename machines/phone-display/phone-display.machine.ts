/**
 * Phone display (docs/product.md#phone-display): masked ⇄ revealed. On desktop the last two digits
 * show as `X` until a click; on mobile the number shows in full. Every click records the analytics
 * goal of the current screen (desktop or mobile) through the provided `reachGoal` action.
 */
import { assign, setup } from 'xstate'

/** The goals of one placement, e.g. phone_contacts_ps on desktop, kontacts_spb_mob on mobile. */
export interface PhoneGoals {
  desktop: string
  mobile: string
}

export interface PhoneDisplayInput {
  /** The number as it should read, e.g. `+7 (812) 309-45-17`. */
  phone_number: string
  isMobile: boolean
  goals: PhoneGoals
}

export interface PhoneDisplayContext extends PhoneDisplayInput {}

export type PhoneDisplayEvent =
  | { type: 'phone.click' }
  | { type: 'phone.viewportChanged'; isMobile: boolean }
  /** Call tracking swapped the number of this placement. */
  | { type: 'phone.numberChanged'; phone_number: string }

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

/** The goal a click records now: the screen decides, not the state. */
export function currentGoal(context: PhoneDisplayContext): string {
  return context.isMobile ? context.goals.mobile : context.goals.desktop
}

export const phoneDisplayMachine = setup({
  types: {
    context: {} as PhoneDisplayContext,
    events: {} as PhoneDisplayEvent,
    input: {} as PhoneDisplayInput,
  },
  guards: {
    isMobile: ({ context }) => context.isMobile,
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
      actions: { type: 'reachGoal', params: ({ context }) => ({ goal: currentGoal(context) }) },
    },
    'phone.numberChanged': {
      actions: assign({ phone_number: ({ event }) => event.phone_number }),
    },
    // Turning to desktop after a reveal keeps the number shown; a masked one reveals on mobile.
    'phone.viewportChanged': {
      target: '.init',
      actions: assign({ isMobile: ({ event }) => event.isMobile }),
    },
  },
  states: {
    init: { always: [{ guard: 'isMobile', target: 'revealed' }, { target: 'masked' }] },
    masked: {},
    revealed: {
      on: {
        'phone.viewportChanged': { actions: assign({ isMobile: ({ event }) => event.isMobile }) },
      },
    },
  },
})
