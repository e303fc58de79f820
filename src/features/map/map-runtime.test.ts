import { describe, expect, it, vi } from 'vitest'
import { createFakeYmaps } from './fake-ymaps.ts'
import { mapErrors } from './map-errors.ts'
import { addMarker, createMapRuntime, prepareMarker, setupMapChild } from './map-runtime.ts'

const location = { center: [30.36, 59.81] as [number, number], zoom: 16 }

describe('map runtime', () => {
  it('creates the map with its location and the scheme and features layers', () => {
    const { api, log, FakeFeaturesLayer, FakeSchemeLayer } = createFakeYmaps()
    const runtime = createMapRuntime(api, document.createElement('div'), { location })
    const [map] = log.maps
    expect(map?.props).toEqual({ location })
    expect(map?.children[0]).toBeInstanceOf(FakeSchemeLayer)
    expect(runtime.root).toBeInstanceOf(FakeFeaturesLayer)
    runtime.destroy()
    expect(map?.destroyed).toBe(true)
  })

  it('refuses a child set up outside the runtime', () => {
    expect(() => setupMapChild(null, {}, () => 1)).toThrow(mapErrors.outsideRuntime)
  })

  it('refuses a child when the map is undefined', () => {
    const { api } = createFakeYmaps()
    const runtime = {
      api,
      map: undefined,
      root: undefined,
      destroy: () => {},
      isDestroyed: () => false,
    }
    expect(() => setupMapChild(runtime, {}, () => 1)).toThrow(mapErrors.mapUndefined)
  })

  it('refuses a child that needs a root when the map has no features layer', () => {
    const { api } = createFakeYmaps()
    const runtime = createMapRuntime(api, document.createElement('div'), {
      location,
      layers: ['scheme'],
    })
    expect(() => setupMapChild(runtime, { needsRoot: true }, () => 1)).toThrow(
      mapErrors.rootUndefined,
    )
  })

  it('logs and rethrows an error of a child set-up', () => {
    const { api } = createFakeYmaps()
    const runtime = createMapRuntime(api, document.createElement('div'), { location })
    const log = vi.fn()
    const failure = new Error('broken child')
    expect(() =>
      setupMapChild(
        runtime,
        {},
        () => {
          throw failure
        },
        log,
      ),
    ).toThrow(failure)
    expect(log).toHaveBeenCalledWith(mapErrors.childFailed, failure)
  })

  it('markers need coordinates', () => {
    const element = document.createElement('div')
    expect(() => prepareMarker({}, element)).toThrow(mapErrors.markerCoordinates)
    expect(() => prepareMarker({ coordinates: [30.3] }, element)).toThrow(
      mapErrors.markerCoordinates,
    )
    expect(() => prepareMarker({ coordinates: [Number.NaN, 59.8] }, element)).toThrow(
      mapErrors.markerCoordinates,
    )
    expect(prepareMarker({ coordinates: [30.3, 59.8] }, element)).toEqual([30.3, 59.8])
  })

  it('ignores a marker style that is not an object, with a warning', () => {
    const element = document.createElement('div')
    const warn = vi.fn()
    prepareMarker({ coordinates: [30.3, 59.8], style: 'color: red' }, element, warn)
    expect(warn).toHaveBeenCalledWith(mapErrors.markerStyle)
    expect(element.getAttribute('style')).toBeNull()
    prepareMarker({ coordinates: [30.3, 59.8], style: { zIndex: '5' } }, element, warn)
    expect(element.style.zIndex).toBe('5')
    expect(warn).toHaveBeenCalledOnce()
  })

  it('adds a marker at its coordinates and removes it again', () => {
    const { api, log } = createFakeYmaps()
    const runtime = createMapRuntime(api, document.createElement('div'), { location })
    const element = document.createElement('div')
    const remove = addMarker(runtime, { coordinates: [30.36, 59.81] }, element)
    const marker = log.markers[0]
    expect(marker?.props.coordinates).toEqual([30.36, 59.81])
    expect(marker?.element).toBe(element)
    expect(log.maps[0]?.children).toContain(marker)
    remove()
    expect(log.maps[0]?.children).not.toContain(marker)
  })

  it('a marker leaving after its map was destroyed does not touch the map', () => {
    const { api, log } = createFakeYmaps()
    const runtime = createMapRuntime(api, document.createElement('div'), { location })
    const remove = addMarker(
      runtime,
      { coordinates: [30.36, 59.81] },
      document.createElement('div'),
    )
    runtime.destroy()
    remove()
    expect(log.maps[0]?.children).toContain(log.markers[0])
  })

  it('a marker without coordinates is logged and rethrown when added', () => {
    const { api } = createFakeYmaps()
    const runtime = createMapRuntime(api, document.createElement('div'), { location })
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => addMarker(runtime, {}, document.createElement('div'))).toThrow(
      mapErrors.markerCoordinates,
    )
    expect(spy).toHaveBeenCalledWith(mapErrors.childFailed, expect.any(Error))
    spy.mockRestore()
  })
})
