/**
 * Recipient passport visibility (docs/product.md#recipient-passports): hidden ⇄ revealing (fetches
 * the full series and number) → shown. Hidden shows the series' first two characters then `**` and
 * `******`. A failed fetch is logged and stays hidden.
 */
import { assign, fromPromise, setup } from 'xstate'

export interface PassportRecipient {
  uuid: string
  passport_series: string
  passport_number: string
  is_passport_visible?: boolean
}

export interface PassportData {
  passport_series: string
  passport_number: string
}

export interface PassportContext {
  uuid: string
  series: string
  number: string
}

export type PassportEvent = { type: 'passport.toggle' }

export function maskSeries(series: string): string {
  return `${series.slice(0, 2)}**`
}

export const MASKED_NUMBER = '******'

/** What the recipient card shows for the passport in the current state. */
export function passportDisplay(
  context: PassportContext,
  shown: boolean,
): { series: string; number: string } {
  return shown
    ? { series: context.series, number: context.number }
    : { series: maskSeries(context.series), number: MASKED_NUMBER }
}

export const passportMachine = setup({
  types: {
    context: {} as PassportContext,
    events: {} as PassportEvent,
    input: {} as PassportRecipient,
  },
  actors: {
    showPassport: fromPromise<PassportData, { uuid: string }>(() =>
      Promise.reject(new Error('passport: provide the showPassport actor')),
    ),
  },
  guards: {
    startsVisible: ({ context }) => context.number !== '' && context.number !== MASKED_NUMBER,
  },
  actions: {
    logError: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'passport',
  context: ({ input }) => ({
    uuid: input.uuid,
    series: input.passport_series,
    number: input.is_passport_visible ? input.passport_number : '',
  }),
  initial: 'init',
  states: {
    init: { always: [{ guard: 'startsVisible', target: 'shown' }, { target: 'hidden' }] },
    hidden: { on: { 'passport.toggle': 'revealing' } },
    revealing: {
      invoke: {
        id: 'showPassport',
        src: 'showPassport',
        input: ({ context }) => ({ uuid: context.uuid }),
        onDone: {
          target: 'shown',
          actions: assign({
            series: ({ event }) => event.output.passport_series,
            number: ({ event }) => event.output.passport_number,
          }),
        },
        onError: {
          target: 'hidden',
          actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    shown: { on: { 'passport.toggle': 'hidden' } },
  },
})
