import { getShortestPaths } from '@xstate/graph'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import {
  type FleetTruck,
  modelYears,
  type PickedTruck,
  type TruckMake,
  truckPickerMachine,
  truckTitle,
} from './truck-picker.machine.ts'

const volvo: TruckMake = {
  uuid: 'mk-volvo',
  title: 'Volvo',
  slug: 'volvo',
  models: [{ uuid: 'md-fh', title: 'FH', years: '2012–2024' }],
}
const man: TruckMake = {
  uuid: 'mk-man',
  title: 'MAN',
  slug: 'man',
  models: [{ uuid: 'md-tgs', title: 'TGS', years: '2007-2020' }],
}
const fleetTruck = {
  uuid: 'tr-1',
  name: 'Тягач №7',
  mark_uuid: 'mk-volvo',
  model_uuid: 'md-fh',
  year: 2016,
} as FleetTruck

function start(load: () => Promise<{ makes: TruckMake[]; fleet: FleetTruck[] }>) {
  const applied: (PickedTruck | null)[] = []
  const actor = createActor(
    truckPickerMachine.provide({
      actors: { loadOptions: fromPromise(load) },
      actions: { applyTruck: (_, truck) => applied.push(truck) },
    }),
  ).start()
  return { actor, applied }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const loaded = async () => ({ makes: [volvo, man], fleet: [fleetTruck] })

describe('the truck picker', () => {
  it('loads the makes and the fleet when opened', async () => {
    const { actor } = start(loaded)
    actor.send({ type: 'picker.open' })
    expect(actor.getSnapshot().matches({ open: 'loading' })).toBe(true)
    await settle()
    expect(actor.getSnapshot().matches({ open: 'ready' })).toBe(true)
    expect(actor.getSnapshot().context.fleet).toHaveLength(1)
  })

  it('a fleet truck is chosen at once with its model, year and name', async () => {
    const { actor, applied } = start(loaded)
    actor.send({ type: 'picker.open' })
    await settle()
    actor.send({ type: 'picker.chooseFleetTruck', truckId: 'tr-1' })
    expect(applied).toEqual([{ modelId: 'md-fh', year: 2016, title: 'Volvo FH', truckId: 'tr-1' }])
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('make → model → year, confirmed; a new make drops the model', async () => {
    const { actor, applied } = start(loaded)
    actor.send({ type: 'picker.open' })
    await settle()
    actor.send({ type: 'picker.confirm' })
    expect(applied).toEqual([])
    actor.send({ type: 'picker.chooseMake', makeId: 'mk-volvo' })
    actor.send({ type: 'picker.chooseModel', modelId: 'md-fh' })
    actor.send({ type: 'picker.chooseMake', makeId: 'mk-man' })
    expect(actor.getSnapshot().context.modelId).toBeNull()
    actor.send({ type: 'picker.chooseModel', modelId: 'md-tgs' })
    actor.send({ type: 'picker.chooseYear', year: 2011 })
    actor.send({ type: 'picker.confirm' })
    expect(applied).toEqual([{ modelId: 'md-tgs', year: 2011, title: 'MAN TGS', truckId: null }])
  })

  it('clearing forgets the truck', async () => {
    const { actor, applied } = start(loaded)
    actor.send({ type: 'picker.open' })
    await settle()
    actor.send({ type: 'picker.clear' })
    expect(applied).toEqual([null])
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('a failed load can be tried again', async () => {
    let calls = 0
    const { actor } = start(async () => {
      calls++
      if (calls === 1) throw new Error('offline')
      return loaded()
    })
    actor.send({ type: 'picker.open' })
    await settle()
    expect(actor.getSnapshot().matches({ open: 'failed' })).toBe(true)
    expect(actor.getSnapshot().context.failure).not.toBeNull()
    actor.send({ type: 'picker.retry' })
    await settle()
    expect(actor.getSnapshot().matches({ open: 'ready' })).toBe(true)
  })

  it('names the make once when the model already does', () => {
    expect(truckTitle({ title: 'Volvo' }, { title: 'Volvo FH' })).toBe('Volvo FH')
    expect(truckTitle({ title: 'MAN' }, { title: 'TGS' })).toBe('MAN TGS')
  })

  it('offers a model’s years newest first, never in the future', () => {
    expect(modelYears('2012–2024', 2020).slice(0, 2)).toEqual([2020, 2019])
    expect(modelYears('2012–2024', 2020).at(-1)).toBe(2012)
    expect(modelYears('2013-', 2015)).toEqual([2015, 2014, 2013])
  })

  it('every state is reachable', () => {
    const paths = getShortestPaths(truckPickerMachine, {
      events: [
        { type: 'picker.open' },
        { type: 'picker.close' },
        { type: 'picker.retry' },
        { type: 'picker.clear' },
        { type: 'xstate.done.actor.0.truckPicker.open.loading', output: { makes: [], fleet: [] } },
        { type: 'xstate.error.actor.0.truckPicker.open.loading', error: new Error('x') },
      ] as never[],
    })
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)))
    for (const value of ['closed', { open: 'loading' }, { open: 'ready' }, { open: 'failed' }]) {
      expect(reached, JSON.stringify(value)).toContain(JSON.stringify(value))
    }
  })
})
