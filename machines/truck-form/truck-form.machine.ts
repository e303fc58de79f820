/**
 * A truck's form in «Мои грузовики» (docs/product.md#the-fleet), for `truck.edit`:
 * closed → editing (fields as typed) → saving (one POST or PUT) → closed after a save.
 * Inside editing, a VIN typed to 17 characters waits `vinSettle` (typing goes on) and is then
 * decoded (the `decodeVin` actor, `GET /api/vin/{vin}`): the make and the year it gives are
 * filled in for the buyer to confirm, or its refusal shows under the field. `truck.save` without
 * a name or a make, or with a year or mileage that is no whole number, stays in editing with its
 * `problems` and calls nothing; a refused save returns to editing with its failure (the server's
 * messages under the fields), the draft kept. `truck.close` from anywhere closes the form.
 */

import type { components } from '@gruzovik/openapi'
import { normaliseVin, VIN_LENGTH } from '@gruzovik/rules'
import { assign, fromPromise, setup } from 'xstate'
import { type Failure, failureOf } from '../shared/failure.ts'

export type Truck = components['schemas']['Truck']
export type TruckInput = components['schemas']['TruckInput']
export type VinDecoding = components['schemas']['VinDecoding']

export const truckFields = [
  'name',
  'mark_uuid',
  'model_uuid',
  'year',
  'vin',
  'chassis_number',
  'plate_number',
  'mileage_km',
] as const
export type TruckField = (typeof truckFields)[number]
export type TruckDraft = Record<TruckField, string>

/** What keeps the draft from being saved, by field; the shop says each in Russian. */
export type TruckProblem = 'required' | 'notWholeNumber'
export type TruckProblems = Partial<Record<TruckField, TruckProblem>>

export interface TruckFormContext {
  uuid: string | null
  draft: TruckDraft
  problems: TruckProblems
  /** What the last decoded VIN said, for the buyer to confirm. */
  decoded: VinDecoding | null
  /** The VIN's refusal, in Russian as the server gave it. */
  vinError: string | null
  failure: Failure | null
}

export type TruckFormEvent =
  | { type: 'truck.open'; truck: Truck | null }
  | { type: 'truck.change'; field: TruckField; value: string }
  | { type: 'truck.save' }
  | { type: 'truck.close' }

const emptyDraft: TruckDraft = {
  name: '',
  mark_uuid: '',
  model_uuid: '',
  year: '',
  vin: '',
  chassis_number: '',
  plate_number: '',
  mileage_km: '',
}

const text = (value: string | number | null) => (value === null ? '' : String(value))

export function draftOf(truck: Truck | null): TruckDraft {
  if (!truck) return { ...emptyDraft }
  return {
    name: truck.name,
    mark_uuid: text(truck.mark_uuid),
    model_uuid: text(truck.model_uuid),
    year: text(truck.year),
    vin: text(truck.vin),
    chassis_number: text(truck.chassis_number),
    plate_number: text(truck.plate_number),
    mileage_km: text(truck.mileage_km),
  }
}

const wholeNumber = /^\d{1,7}$/
const spaces = /\s+/g

/** Why the draft cannot be saved, by field (empty when it can). */
export function truckProblems(draft: TruckDraft): TruckProblems {
  const problems: TruckProblems = {}
  if (draft.name.trim() === '') problems.name = 'required'
  if (draft.mark_uuid === '') problems.mark_uuid = 'required'
  for (const field of ['year', 'mileage_km'] as const) {
    const value = draft[field].replace(spaces, '')
    if (value !== '' && !wholeNumber.test(value)) problems[field] = 'notWholeNumber'
  }
  return problems
}

const optional = (value: string) => value.trim() || null
const numberOrNull = (value: string) => {
  const digits = value.replace(spaces, '')
  return digits === '' ? null : Number(digits)
}

/** The body of the POST or PUT. */
export function truckInput(draft: TruckDraft): TruckInput {
  return {
    name: draft.name.trim(),
    mark_uuid: draft.mark_uuid,
    model_uuid: draft.model_uuid || null,
    year: numberOrNull(draft.year),
    vin: optional(draft.vin),
    chassis_number: optional(draft.chassis_number),
    plate_number: optional(draft.plate_number),
    mileage_km: numberOrNull(draft.mileage_km),
  }
}

/** A VIN as typed that is worth asking about: 17 characters once read by the rules. */
export const vinComplete = (vin: string) => normaliseVin(vin).length === VIN_LENGTH

const rejectWith = (name: string) => () =>
  Promise.reject(new Error(`truck-form: provide the ${name} actor`))

const closedContext: TruckFormContext = {
  uuid: null,
  draft: { ...emptyDraft },
  problems: {},
  decoded: null,
  vinError: null,
  failure: null,
}

export const truckFormMachine = setup({
  types: {
    context: {} as TruckFormContext,
    events: {} as TruckFormEvent,
  },
  actors: {
    decodeVin: fromPromise<VinDecoding, { vin: string }>(rejectWith('decodeVin')),
    saveTruck: fromPromise<Truck, { uuid: string | null; truck: TruckInput }>(
      rejectWith('saveTruck'),
    ),
  },
  delays: {
    /** Typing a VIN goes on: ask once it has rested this long. */
    vinSettle: 400,
  },
  guards: {
    draftValid: ({ context }) => Object.keys(truckProblems(context.draft)).length === 0,
    vinToDecode: ({ event }) =>
      event.type === 'truck.change' && event.field === 'vin' && vinComplete(event.value),
    vinChanged: ({ event }) => event.type === 'truck.change' && event.field === 'vin',
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'truck.change') return {}
      const draft = { ...context.draft, [event.field]: event.value }
      // A model belongs to its make: another make clears it.
      if (event.field === 'mark_uuid' && event.value !== context.draft.mark_uuid) {
        draft.model_uuid = ''
      }
      const { [event.field]: _, ...problems } = context.problems
      return { draft, problems }
    }),
    forgetVin: assign({ decoded: null, vinError: null }),
    /** The make and the year the VIN gives, filled in; the buyer confirms or changes them. */
    fillFromVin: assign(({ context }, params: { decoded: VinDecoding }) => {
      const { decoded } = params
      const draft = { ...context.draft }
      if (decoded.mark && decoded.mark.uuid !== draft.mark_uuid) {
        draft.mark_uuid = decoded.mark.uuid
        draft.model_uuid = ''
      }
      if (decoded.year !== null) draft.year = String(decoded.year)
      const { mark_uuid: _, year: __, ...problems } = context.problems
      return { draft, decoded, vinError: null, problems }
    }),
    refuseVin: assign({
      vinError: (_, params: { error: unknown }) =>
        failureOf(params.error).fieldErrors.vin ?? failureOf(params.error).message,
      decoded: null,
    }),
    /** The shop reloads the fleet's table. */
    truckSaved: (_, _params: { truck: Truck }) => {},
  },
}).createMachine({
  id: 'truckForm',
  context: closedContext,
  initial: 'closed',
  on: {
    'truck.open': {
      target: '.editing',
      actions: assign(({ event }) => ({
        ...closedContext,
        uuid: event.truck?.uuid ?? null,
        draft: draftOf(event.truck),
      })),
    },
    'truck.close': { target: '.closed', actions: assign({ ...closedContext }) },
  },
  states: {
    closed: {},
    editing: {
      initial: 'typing',
      on: {
        'truck.change': [
          {
            guard: 'vinToDecode',
            target: '.vinWaiting',
            reenter: true,
            actions: ['change', 'forgetVin'],
          },
          { guard: 'vinChanged', target: '.typing', actions: ['change', 'forgetVin'] },
          { actions: 'change' },
        ],
        'truck.save': [
          {
            guard: 'draftValid',
            target: 'saving',
            actions: assign({ failure: null, problems: {} }),
          },
          { actions: assign({ problems: ({ context }) => truckProblems(context.draft) }) },
        ],
      },
      states: {
        typing: {},
        vinWaiting: { after: { vinSettle: 'vinDecoding' } },
        vinDecoding: {
          invoke: {
            id: 'decodeVin',
            src: 'decodeVin',
            input: ({ context }) => ({ vin: context.draft.vin }),
            onDone: {
              target: 'typing',
              actions: [
                { type: 'fillFromVin', params: ({ event }) => ({ decoded: event.output }) },
              ],
            },
            onError: {
              target: 'typing',
              actions: [{ type: 'refuseVin', params: ({ event }) => ({ error: event.error }) }],
            },
          },
        },
      },
    },
    saving: {
      invoke: {
        id: 'saveTruck',
        src: 'saveTruck',
        input: ({ context }) => ({ uuid: context.uuid, truck: truckInput(context.draft) }),
        onDone: {
          target: 'closed',
          actions: [
            { type: 'truckSaved', params: ({ event }) => ({ truck: event.output }) },
            assign({ ...closedContext }),
          ],
        },
        onError: {
          target: 'editing',
          actions: assign({ failure: ({ event }) => failureOf(event.error) }),
        },
      },
    },
  },
})
