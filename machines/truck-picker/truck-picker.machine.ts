/**
 * The header's truck picker (docs/product.md#the-chosen-truck): closed → open.loading (the
 * catalogue's makes and models, and the buyer's fleet when logged in, at once) → open.ready,
 * or open.failed with a retry. In ready the visitor picks one of the fleet's trucks (chosen at
 * once), or a make, then a model, then a year (optional) and confirms; changing the make drops
 * the model. `picker.clear` forgets the chosen truck. Choosing or clearing runs `applyTruck`
 * (the shop keeps it and reloads the pages' data) and closes. `picker.close` closes from anywhere.
 */

import type { components } from '@gruzovik/openapi'
import { assign, fromPromise, setup } from 'xstate'
import { type Failure, failureOf } from '../shared/failure.ts'

export type TruckMake = components['schemas']['TruckMake']
export type FleetTruck = components['schemas']['Truck']

/** What the picker hands the shop: a model of the catalogue, its year, its name. */
export interface PickedTruck {
  modelId: string
  year: number | null
  title: string
  truckId: string | null
}

export interface TruckPickerOptions {
  makes: TruckMake[]
  /** Empty for a visitor who is not logged in or may not see the fleet. */
  fleet: FleetTruck[]
}

export interface TruckPickerContext extends TruckPickerOptions {
  makeId: string | null
  modelId: string | null
  year: number | null
  failure: Failure | null
}

export type TruckPickerEvent =
  | { type: 'picker.open' }
  | { type: 'picker.close' }
  | { type: 'picker.retry' }
  | { type: 'picker.chooseFleetTruck'; truckId: string }
  | { type: 'picker.chooseMake'; makeId: string | null }
  | { type: 'picker.chooseModel'; modelId: string | null }
  | { type: 'picker.chooseYear'; year: number | null }
  | { type: 'picker.confirm' }
  | { type: 'picker.clear' }

/** The first and last years a model is offered in, from the catalogue's «2007–2020» or «2013-». */
export function modelYears(years: string, thisYear: number): number[] {
  const found = years.match(/\d{4}/g)?.map(Number) ?? []
  const from = found[0] ?? thisYear - 30
  const to = Math.min(found[1] ?? thisYear, thisYear)
  const list: number[] = []
  for (let year = to; year >= from && list.length < 60; year--) list.push(year)
  return list
}

/** «Volvo FH»: the make and the model, once when the catalogue's model already names the make. */
export const truckTitle = (make: { title: string }, model: { title: string }) =>
  model.title.toLowerCase().startsWith(make.title.toLowerCase())
    ? model.title
    : `${make.title} ${model.title}`

const modelOf = (context: TruckPickerOptions, modelId: string | null) => {
  for (const make of context.makes) {
    const model = make.models.find((m) => m.uuid === modelId)
    if (model) return { make, model }
  }
  return null
}

/** The fleet's truck as a pick; one without a model cannot say what fits, so it is not offered. */
export function fleetPick(context: TruckPickerOptions, truckId: string): PickedTruck | null {
  const truck = context.fleet.find((t) => t.uuid === truckId)
  const found = truck ? modelOf(context, truck.model_uuid) : null
  if (!truck || !found) return null
  return {
    modelId: found.model.uuid,
    year: truck.year,
    title: truckTitle(found.make, found.model),
    truckId: truck.uuid,
  }
}

function catalogPick(context: TruckPickerContext): PickedTruck | null {
  const found = modelOf(context, context.modelId)
  if (!found) return null
  return {
    modelId: found.model.uuid,
    year: context.year,
    title: truckTitle(found.make, found.model),
    truckId: null,
  }
}

export const truckPickerMachine = setup({
  types: {
    context: {} as TruckPickerContext,
    events: {} as TruckPickerEvent,
  },
  actors: {
    loadOptions: fromPromise<TruckPickerOptions>(async () => ({ makes: [], fleet: [] })),
  },
  actions: {
    /** The shop keeps the pick (null: cleared) and reloads the pages' data. */
    applyTruck: (_, _truck: PickedTruck | null) => {},
  },
  guards: {
    fleetTruckKnown: ({ context, event }) =>
      event.type === 'picker.chooseFleetTruck' && fleetPick(context, event.truckId) !== null,
    modelChosen: ({ context }) => catalogPick(context) !== null,
  },
}).createMachine({
  id: 'truckPicker',
  context: { makes: [], fleet: [], makeId: null, modelId: null, year: null, failure: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'picker.open': 'open' },
    },
    open: {
      initial: 'loading',
      on: {
        'picker.close': 'closed',
        'picker.clear': {
          target: 'closed',
          actions: { type: 'applyTruck', params: () => null },
        },
      },
      states: {
        loading: {
          invoke: {
            src: 'loadOptions',
            onDone: {
              target: 'ready',
              actions: assign(({ event }) => ({
                makes: event.output.makes,
                fleet: event.output.fleet,
                failure: null,
              })),
            },
            onError: {
              target: 'failed',
              actions: assign({ failure: ({ event }) => failureOf(event.error) }),
            },
          },
        },
        failed: {
          on: { 'picker.retry': 'loading' },
        },
        ready: {
          on: {
            'picker.chooseFleetTruck': {
              guard: 'fleetTruckKnown',
              target: '#truckPicker.closed',
              actions: {
                type: 'applyTruck',
                params: ({ context, event }) => fleetPick(context, event.truckId),
              },
            },
            'picker.chooseMake': {
              actions: assign(({ event }) => ({ makeId: event.makeId, modelId: null })),
            },
            'picker.chooseModel': {
              actions: assign({ modelId: ({ event }) => event.modelId }),
            },
            'picker.chooseYear': {
              actions: assign({ year: ({ event }) => event.year }),
            },
            'picker.confirm': {
              guard: 'modelChosen',
              target: '#truckPicker.closed',
              actions: {
                type: 'applyTruck',
                params: ({ context }) => catalogPick(context),
              },
            },
          },
        },
      },
    },
  },
})
