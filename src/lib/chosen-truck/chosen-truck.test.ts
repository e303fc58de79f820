import { afterEach, describe, expect, it } from 'vitest'
import { readCookie } from '../cookies.ts'
import { chooseTruck, serializeChosenTruck } from './choose-truck.ts'
import {
  type ChosenTruck,
  chosenTruckCookie,
  chosenTruckName,
  parseChosenTruck,
  truckQuery,
} from './chosen-truck.ts'
import { currentTruck, resetChosenTruck } from './chosen-truck-store.ts'

const volvo: ChosenTruck = {
  modelId: '0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b',
  year: 2016,
  title: 'Volvo FH',
  truckId: null,
}

afterEach(() => {
  chooseTruck(null)
  resetChosenTruck()
})

describe('the chosen truck cookie', () => {
  it('reads back what it wrote', () => {
    expect(parseChosenTruck(serializeChosenTruck(volvo))).toEqual(volvo)
  })

  it('is no truck when malformed, not a uuid, or without a title', () => {
    expect(parseChosenTruck('{')).toBeNull()
    expect(parseChosenTruck(JSON.stringify({ m: 'x', t: 'Volvo FH' }))).toBeNull()
    expect(parseChosenTruck(JSON.stringify({ m: volvo.modelId, t: ' ' }))).toBeNull()
  })

  it('drops a year out of range but keeps the truck', () => {
    const raw = JSON.stringify({ m: volvo.modelId, y: 3000, t: 'Volvo FH' })
    expect(parseChosenTruck(raw)?.year).toBeNull()
  })

  it('names the truck with its year, and asks the API for marks and, on request, the filter', () => {
    expect(chosenTruckName(volvo)).toBe('Volvo FH 2016')
    expect(truckQuery(volvo)).toEqual({ truck_model: volvo.modelId, truck_year: 2016 })
    expect(truckQuery(volvo, true)).toMatchObject({ truck_only: true })
    expect(truckQuery(null, true)).toEqual({})
  })
})

describe('the chosen truck store', () => {
  it('keeps the choice in the cookie and clears it', () => {
    chooseTruck(volvo)
    expect(parseChosenTruck(readCookie(chosenTruckCookie))).toEqual(volvo)
    resetChosenTruck()
    expect(currentTruck()).toEqual(volvo)
    chooseTruck(null)
    expect(readCookie(chosenTruckCookie)).toBeNull()
    expect(currentTruck()).toBeNull()
  })
})
