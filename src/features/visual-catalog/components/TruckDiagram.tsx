import { Link } from '@tanstack/react-router'
import { type VisualModel, visualCatalogText } from '../../../content/catalog.ts'
import { type TruckZone, truckZones } from '../truck-zones.ts'
import * as styles from './visual.css.ts'

function ZoneShape({ zone }: { zone: TruckZone }) {
  switch (zone.shape) {
    case 'rect':
      return (
        <rect
          className={styles.zoneShape}
          x={zone.x}
          y={zone.y}
          width={zone.width}
          height={zone.height}
          rx={4}
        />
      )
    case 'circle':
      return <circle className={styles.zoneShape} cx={zone.cx} cy={zone.cy} r={zone.r} />
    case 'polygon':
      return <polygon className={styles.zoneShape} points={zone.points} />
  }
}

/** The drawn body: a generic tractor unit, no maker's marks (design brief: no trademarks).
 * Untitled shapes are not announced, so the drawing needs no aria-hidden. */
function TruckBody() {
  return (
    <g>
      <rect className={styles.dark} x={36} y={204} width={728} height={20} rx={4} />
      <polygon className={styles.body} points="40,62 72,30 240,30 250,42 250,192 40,192" />
      <polygon className={styles.glass} points="52,70 78,44 150,44 150,110 52,110" />
      <rect className={styles.glass} x={162} y={44} width={74} height={66} rx={4} />
      <line x1={156} y1={44} x2={156} y2={188} stroke="currentColor" strokeWidth={2} />
      <rect className={styles.body} x={26} y={198} width={62} height={40} rx={6} />
      <rect className={styles.dark} x={266} y={38} width={6} height={154} />
      <rect className={styles.body} x={590} y={184} width={110} height={16} rx={4} />
      <rect className={styles.glass} x={204} y={206} width={92} height={46} rx={6} />
      <rect className={styles.glass} x={316} y={210} width={68} height={34} rx={10} />
      <rect className={styles.body} x={404} y={218} width={106} height={40} rx={18} />
      <rect className={styles.glass} x={527} y={206} width={28} height={28} rx={3} />
      <rect className={styles.glass} x={202} y={272} width={48} height={18} rx={4} />
      {[208, 218, 228].map((y) => (
        <line key={y} x1={34} y1={y} x2={80} y2={y} stroke="currentColor" strokeWidth={2} />
      ))}
      {[140, 600, 704].map((cx) => (
        <g key={cx}>
          <circle className={styles.dark} cx={cx} cy={290} r={46} />
          <circle className={styles.glass} cx={cx} cy={290} r={18} />
        </g>
      ))}
      <line x1={20} y1={340} x2={780} y2={340} stroke="currentColor" strokeWidth={2} />
    </g>
  )
}

/** The truck with a link over each node: pointer, touch and keyboard (Tab, Enter) all work. */
export function TruckDiagram({ model }: { model: VisualModel }) {
  const name = `${model.title} ${model.year}`
  return (
    <figure className={styles.figure}>
      <svg className={styles.svg} viewBox="0 0 800 360">
        <title>{visualCatalogText.diagramLabel(name)}</title>
        <TruckBody />
        {truckZones.map((zone) => {
          const label = visualCatalogText.zoneLink(visualCatalogText.nodes[zone.node], name)
          return (
            <Link
              key={zone.node}
              to="/catalog/$a/$b"
              params={{ a: model.model, b: zone.node }}
              className={styles.zone}
              aria-label={label}
            >
              <title>{label}</title>
              <ZoneShape zone={zone} />
            </Link>
          )
        })}
      </svg>
    </figure>
  )
}
