import { getShortestPaths } from '@xstate/graph'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { Failure } from '../shared/failure.ts'
import {
  type Truck,
  type TruckInput,
  truckFormMachine,
  type VinDecoding,
} from './truck-form.machine.ts'

const kamaz = { uuid: 'm-kamaz', title: 'КАМАЗ', slug: 'kamaz' }
const truck: Truck = {
  uuid: 't1',
  name: 'Тягач №7',
  mark_uuid: 'm-volvo',
  mark_title: 'Volvo',
  model_uuid: 'fh',
  model_title: 'Volvo FH',
  year: 2016,
  vin: null,
  chassis_number: null,
  plate_number: null,
  mileage_km: 100000,
  created_at: 1,
  updated_at: 1,
  allows: { edit: true, delete: true },
}

const refusal = (field: string, message: string): Failure => ({
  kind: 'rejected',
  status: 422,
  message: 'Проверьте данные грузовика',
  nextStep: '',
  fieldErrors: { [field]: message },
})

function start(options: { saveFails?: Failure } = {}) {
  const asked: string[] = []
  const saved: { uuid: string | null; truck: TruckInput }[] = []
  const truckSaved = vi.fn()
  const later = <T>(value: () => T, failure?: Failure) =>
    new Promise<T>((resolve, reject) =>
      setTimeout(() => (failure ? reject(failure) : resolve(value())), 50),
    )
  const actor = createActor(
    truckFormMachine.provide({
      actors: {
        decodeVin: fromPromise<VinDecoding, { vin: string }>(({ input }) => {
          asked.push(input.vin)
          return input.vin.startsWith('XTC') || input.vin.startsWith('ХТС')
            ? later(() => ({
                vin: 'XTC652005L1123456',
                maker: 'КАМАЗ',
                plant: 'КАМАЗ, Россия',
                year: 2020,
                mark: kamaz,
                catalogue: null,
              }))
            : later(
                () => ({}) as VinDecoding,
                refusal('vin', 'По началу VIN «1M8» не узнать марку'),
              )
        }),
        saveTruck: fromPromise<Truck, { uuid: string | null; truck: TruckInput }>(({ input }) => {
          saved.push(input)
          return later(() => ({ ...truck, ...input.truck, uuid: 't2' }) as Truck, options.saveFails)
        }),
      },
      actions: { truckSaved: (_, params) => truckSaved(params.truck) },
    }),
  ).start()
  return { actor, asked, saved, truckSaved }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('truck form', () => {
  it('decodes a VIN once typing rests and fills the make and year to confirm', async () => {
    const { actor, asked } = start()
    actor.send({ type: 'truck.open', truck: null })
    actor.send({ type: 'truck.change', field: 'vin', value: 'ХТС652005L112345' })
    actor.send({ type: 'truck.change', field: 'vin', value: 'ХТС652005L1123456' })
    expect(actor.getSnapshot().matches({ editing: 'vinWaiting' })).toBe(true)
    await vi.advanceTimersByTimeAsync(300)
    actor.send({ type: 'truck.change', field: 'vin', value: 'ХТС652005L1123456 ' })
    await vi.advanceTimersByTimeAsync(399)
    expect(asked).toEqual([])
    await vi.advanceTimersByTimeAsync(60)
    expect(asked).toEqual(['ХТС652005L1123456 '])
    const { draft, decoded } = actor.getSnapshot().context
    expect(draft).toMatchObject({ mark_uuid: 'm-kamaz', year: '2020' })
    expect(decoded?.maker).toBe('КАМАЗ')
  })

  it('shows a refused VIN under its field and keeps the make as chosen', async () => {
    const { actor } = start()
    actor.send({ type: 'truck.open', truck })
    actor.send({ type: 'truck.change', field: 'vin', value: '1M8GDM9AXKP042788' })
    await vi.advanceTimersByTimeAsync(500)
    const { context } = actor.getSnapshot()
    expect(context.vinError).toBe('По началу VIN «1M8» не узнать марку')
    expect(context.draft).toMatchObject({ mark_uuid: 'm-volvo', model_uuid: 'fh', year: '2016' })
    actor.send({ type: 'truck.change', field: 'vin', value: '1M8' })
    expect(actor.getSnapshot().context.vinError).toBeNull()
  })

  it('another make clears the model', () => {
    const { actor } = start()
    actor.send({ type: 'truck.open', truck })
    actor.send({ type: 'truck.change', field: 'mark_uuid', value: 'm-kamaz' })
    expect(actor.getSnapshot().context.draft.model_uuid).toBe('')
  })

  it('save without a name or make, or with a year in words, calls nothing', async () => {
    const { actor, saved } = start()
    actor.send({ type: 'truck.open', truck: null })
    actor.send({ type: 'truck.change', field: 'year', value: 'две тысячи' })
    actor.send({ type: 'truck.save' })
    expect(actor.getSnapshot().context.problems).toEqual({
      name: 'required',
      mark_uuid: 'required',
      year: 'notWholeNumber',
    })
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    actor.send({ type: 'truck.change', field: 'name', value: 'Тягач' })
    expect(actor.getSnapshot().context.problems.name).toBeUndefined()
    await vi.advanceTimersByTimeAsync(100)
    expect(saved).toEqual([])
  })

  it('saves a changed truck once and closes; the table is told', async () => {
    const { actor, saved, truckSaved } = start()
    actor.send({ type: 'truck.open', truck })
    actor.send({ type: 'truck.change', field: 'mileage_km', value: '120 000' })
    actor.send({ type: 'truck.save' })
    actor.send({ type: 'truck.save' })
    await vi.advanceTimersByTimeAsync(60)
    expect(saved).toEqual([
      {
        uuid: 't1',
        truck: {
          name: 'Тягач №7',
          mark_uuid: 'm-volvo',
          model_uuid: 'fh',
          year: 2016,
          vin: null,
          chassis_number: null,
          plate_number: null,
          mileage_km: 120000,
        },
      },
    ])
    expect(truckSaved).toHaveBeenCalledOnce()
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('a refused save returns to the draft with the server’s messages', async () => {
    const failure = refusal('vin', 'Грузовик с этим VIN уже есть в парке: «Тягач №7»')
    const { actor } = start({ saveFails: failure })
    actor.send({ type: 'truck.open', truck })
    actor.send({ type: 'truck.change', field: 'name', value: 'Другой' })
    actor.send({ type: 'truck.save' })
    await vi.advanceTimersByTimeAsync(60)
    const snapshot = actor.getSnapshot()
    expect(snapshot.matches('editing')).toBe(true)
    expect(snapshot.context.failure?.fieldErrors.vin).toContain('уже есть в парке')
    expect(snapshot.context.draft.name).toBe('Другой')
  })

  it('every state is reachable', () => {
    const paths = getShortestPaths(truckFormMachine, {
      events: [
        { type: 'truck.open', truck: null },
        { type: 'truck.change', field: 'name', value: 'Тягач' },
        { type: 'truck.change', field: 'mark_uuid', value: 'm' },
        { type: 'truck.change', field: 'vin', value: 'XTC652005L1123456' },
        { type: 'truck.save' },
        { type: 'truck.close' },
        { type: 'xstate.after.vinSettle.truckForm.editing.vinWaiting' },
      ] as never[],
    })
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)))
    for (const value of [
      'closed',
      { editing: 'typing' },
      { editing: 'vinWaiting' },
      { editing: 'vinDecoding' },
      'saving',
    ]) {
      expect(reached).toContain(JSON.stringify(value))
    }
  })
})
