import { deleteCookie, writeCookie } from '../cookies.ts'
import { type ChosenTruck, chosenTruckCookie } from './chosen-truck.ts'
import { setPageTruck } from './chosen-truck-store.ts'

const chosenTruckMaxAge = 31_536_000

/** Short keys: the cookie goes with every request (read back by parseChosenTruck). */
export function serializeChosenTruck(truck: ChosenTruck): string {
  return JSON.stringify({ m: truck.modelId, y: truck.year, t: truck.title, id: truck.truckId })
}

/**
 * Chooses a truck, or clears the choice with null: kept in the cookie for the next pages and
 * the server render; the pages reload their data themselves. Apart from the store, so only the
 * picker's chunk carries the writing.
 */
export function chooseTruck(truck: ChosenTruck | null) {
  if (truck) {
    writeCookie(chosenTruckCookie, serializeChosenTruck(truck), { maxAge: chosenTruckMaxAge })
  } else {
    deleteCookie(chosenTruckCookie)
  }
  setPageTruck(truck)
}
