import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mapTexts } from '../../../../content/map.ts'
import { createFakeYmaps } from '../../fake-ymaps.ts'
import { mapsScriptHost, resetMapsScripts } from '../../load-ymaps.ts'
import { mapErrors } from '../../map-errors.ts'
import { MapMarker } from '../MapMarker/MapMarker.tsx'
import { YandexMap } from './YandexMap.tsx'

const location = { center: [30.36, 59.81] as [number, number], zoom: 16 }
const fallback = <p>Адреса списком</p>
const mapScripts = () =>
  [...document.querySelectorAll('script')].filter((s) => s.src.startsWith(mapsScriptHost))

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  resetMapsScripts()
})

describe('YandexMap', () => {
  it('shows the fallback without a key and asks nothing of the maps host', () => {
    render(<YandexMap apiKey="" location={location} fallback={fallback} />)
    expect(screen.getByText('Адреса списком')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
    expect(mapScripts()).toHaveLength(0)
  })

  it('creates the map and places markers at their coordinates with popups', async () => {
    const { api, log } = createFakeYmaps()
    vi.stubGlobal('ymaps3', api)
    render(
      <YandexMap apiKey="key" location={location} cursorGrab fallback={fallback}>
        <MapMarker coordinates={[30.36, 59.81]} label="Склад" popup={<p>Московское шоссе, 70</p>} />
      </YandexMap>,
    )
    expect(screen.getByRole('status').textContent).toBe(mapTexts.loading)
    await act(async () => {})
    expect(screen.queryByRole('status')).toBeNull()
    expect(log.maps).toHaveLength(1)
    expect(log.markers[0]?.props.coordinates).toEqual([30.36, 59.81])

    // The marker's content lives in the element handed to ymaps3: put it in the page to press it.
    const element = log.markers[0]?.element
    if (!element) throw new Error('marker element missing')
    document.body.append(element)
    await userEvent.click(screen.getByRole('button', { name: 'Склад' }))
    expect(screen.getByText('Московское шоссе, 70')).toBeTruthy()
    element.remove()
  })

  it('falls back to the address list after the 5 second wait', async () => {
    vi.useFakeTimers()
    const { api } = createFakeYmaps(new Promise(() => {}))
    vi.stubGlobal('ymaps3', api)
    render(<YandexMap apiKey="key" location={location} fallback={fallback} />)
    await act(() => vi.advanceTimersByTimeAsync(4999))
    expect(screen.queryByText('Адреса списком')).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(screen.getByText('Адреса списком')).toBeTruthy()
  })

  it('destroys the map when it leaves the page', async () => {
    const { api, log } = createFakeYmaps()
    vi.stubGlobal('ymaps3', api)
    const { unmount } = render(<YandexMap apiKey="key" location={location} fallback={fallback} />)
    await act(async () => {})
    unmount()
    expect(log.maps[0]?.destroyed).toBe(true)
  })

  it('a marker outside a map is a developer error', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<MapMarker coordinates={[30, 59]} label="Склад" />)).toThrow(
      mapErrors.outsideRuntime,
    )
    spy.mockRestore()
  })

  it('a map that throws while being created shows the fallback and logs why', async () => {
    const { api } = createFakeYmaps()
    const broken = {
      ...api,
      YMap: class {
        constructor() {
          throw new Error('WebGL is not available')
        }
      },
    }
    vi.stubGlobal('ymaps3', broken)
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<YandexMap apiKey="key" location={location} fallback={fallback} />)
    await act(async () => {})
    expect(screen.getByText('Адреса списком')).toBeTruthy()
    expect(spy).toHaveBeenCalled()
    spy.mockRestore()
  })
})
