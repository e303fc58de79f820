import { useSyncExternalStore } from 'react'
import { readCookie } from '../cookies.ts'
import { type ChosenTruck, chosenTruckCookie, parseChosenTruck } from './chosen-truck.ts'

/**
 * The chosen truck as the page knows it. In the browser: the cookie, read once and written on
 * every change. In the server render: the request's own, from the source the render sets (one
 * module serves every request there, so it keeps no request's truck itself).
 */
let browserTruck: ChosenTruck | null | undefined
let serverSource: (() => ChosenTruck | null) | null = null
const listeners = new Set<() => void>()

export function setChosenTruckSource(source: () => ChosenTruck | null) {
  serverSource = source
}

export function currentTruck(): ChosenTruck | null {
  if (serverSource) return serverSource()
  if (browserTruck === undefined) {
    browserTruck =
      typeof document === 'undefined' ? null : parseChosenTruck(readCookie(chosenTruckCookie))
  }
  return browserTruck
}

/** The page's truck from now on; `chooseTruck` (choose-truck.ts) keeps it in the cookie too. */
export function setPageTruck(truck: ChosenTruck | null) {
  browserTruck = truck
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Forgets what was read (tests set the cookie anew). */
export function resetChosenTruck() {
  browserTruck = undefined
  serverSource = null
}

/** The chosen truck, the same in the server render and the hydrating browser (one cookie). */
export function useChosenTruck(): ChosenTruck | null {
  return useSyncExternalStore(subscribe, currentTruck, currentTruck)
}
