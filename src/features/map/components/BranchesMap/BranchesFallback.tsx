import type { Branch } from '../../../../content/branches.ts'
import { mapsSiteUrl, mapTexts } from '../../../../content/map.ts'
import type { YMapLocationRequest } from '../../ymaps-api.ts'
import * as styles from './BranchesMap.css.ts'

/** One branch close up; several branches at a zoom that shows the country. */
export function locationOf(branches: readonly Branch[]): YMapLocationRequest {
  const [only] = branches
  if (branches.length === 1 && only) return { center: [...only.coordinates], zoom: 16 }
  const lngs = branches.map((branch) => branch.coordinates[0])
  const lats = branches.map((branch) => branch.coordinates[1])
  if (lngs.length === 0) return { center: [37.6176, 55.7558], zoom: 4 }
  return {
    bounds: [
      [Math.min(...lngs), Math.max(...lats)],
      [Math.max(...lngs), Math.min(...lats)],
    ],
  }
}

/** The address list with links to the maps site: what is shown when the map cannot be. */
export function BranchesFallback({ branches }: { branches: readonly Branch[] }) {
  return (
    <section aria-label={mapTexts.region} className={styles.fallback}>
      <p>{mapTexts.unavailable}</p>
      <ul className={styles.list}>
        {branches.map((branch) => (
          <li key={branch.id}>
            <div className={styles.name}>
              {branch.city}, {branch.name}
            </div>
            <div>{branch.address}</div>
            <a
              className={styles.link}
              href={mapsSiteUrl(branch.coordinates)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {mapTexts.openOnMap}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
