import type { Branch } from '../../../../content/branches.ts'
import { mapTexts } from '../../../../content/map.ts'
import { useAppData } from '../../../../lib/app-data/app-data-context.tsx'
import { MapMarker } from '../MapMarker/MapMarker.tsx'
import { YandexMap } from '../YandexMap/YandexMap.tsx'
import { BranchesFallback, locationOf } from './BranchesFallback.tsx'
import * as styles from './BranchesMap.css.ts'

export interface BranchesMapProps {
  branches: readonly Branch[]
  height?: string
}

/** Branches on the map with a popup each; the key comes from `env.maps_api_key` of `/api/data`. */
export function BranchesMap({ branches, height = '420px' }: BranchesMapProps) {
  const { env } = useAppData()
  return (
    <YandexMap
      apiKey={env?.maps_api_key}
      location={locationOf(branches)}
      height={height}
      cursorGrab
      fallback={<BranchesFallback branches={branches} />}
    >
      {branches.map((branch) => (
        <MapMarker
          key={branch.id}
          coordinates={branch.coordinates}
          label={mapTexts.markerHint(branch.name)}
          popup={
            <>
              <strong>{branch.name}</strong>
              <p className={styles.popupLine}>{branch.address}</p>
            </>
          }
        />
      ))}
    </YandexMap>
  )
}
