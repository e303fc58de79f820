import type { MapEntity, Ymaps3Api } from './ymaps-api.ts'

/** A small stand-in for the `ymaps3` global that records what the map code did with it. */
export function createFakeYmaps(ready: Promise<unknown> = Promise.resolve()) {
  const log = {
    maps: [] as FakeMap[],
    markers: [] as FakeMarker[],
  }

  class FakeEntity {
    constructor(readonly props: Record<string, unknown>) {}
  }

  class FakeMap {
    readonly children: MapEntity[] = []
    destroyed = false
    constructor(
      readonly root: HTMLElement,
      readonly props: unknown,
    ) {
      log.maps.push(this)
    }
    addChild(child: MapEntity) {
      this.children.push(child)
      return this
    }
    removeChild(child: MapEntity) {
      this.children.splice(this.children.indexOf(child), 1)
      return this
    }
    destroy() {
      this.destroyed = true
    }
  }

  class FakeSchemeLayer extends FakeEntity {}
  class FakeFeaturesLayer extends FakeEntity {}
  class FakeMarker {
    constructor(
      readonly props: { coordinates: unknown },
      readonly element?: HTMLElement,
    ) {
      log.markers.push(this)
    }
  }

  const api = {
    ready,
    YMap: FakeMap,
    YMapDefaultSchemeLayer: FakeSchemeLayer,
    YMapDefaultFeaturesLayer: FakeFeaturesLayer,
    YMapMarker: FakeMarker,
  } satisfies Ymaps3Api

  return { api, log, FakeFeaturesLayer, FakeSchemeLayer }
}
