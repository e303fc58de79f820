import type { ReactNode } from 'react'

/**
 * Line icons for the vehicle nodes, drawn on a 24 × 24 grid. The API's `icon` is a generic
 * tinted placeholder (the same silhouette for every node), so the home page draws its own and
 * picks one by the node's title; an unknown node gets the generic part icon.
 */
export type NodeIconName =
  | 'engine'
  | 'brake'
  | 'suspension'
  | 'gearbox'
  | 'steering'
  | 'electrics'
  | 'cab'
  | 'cooling'
  | 'fuel'
  | 'exhaust'
  | 'clutch'
  | 'axle'
  | 'wheel'
  | 'filter'
  | 'part'

const paths: Record<NodeIconName, ReactNode> = {
  engine: (
    <>
      <path d="M4 9h3l2-2h5v2h3l2 2v6h-2v-2h-1v3H9l-2-2H4z" />
      <path d="M9 7V5h4M2 11v4" />
    </>
  ),
  brake: (
    <>
      <circle cx="12" cy="12" r="8" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M6 6.5a8 8 0 0 0 0 11" strokeWidth="3" />
    </>
  ),
  suspension: <path d="M12 2v3M12 19v3M8 5h8M8 19h8M9 8l6 2-6 2 6 2-6 2" />,
  gearbox: (
    <>
      <path d="M5 5v14M12 5v14M19 5v7H5" />
      <circle cx="5" cy="4" r="1.5" />
      <circle cx="12" cy="4" r="1.5" />
      <circle cx="19" cy="4" r="1.5" />
    </>
  ),
  steering: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="2" />
      <path d="M3.5 10.5 10 12M20.5 10.5 14 12M12 14v7" />
    </>
  ),
  electrics: <path d="M13 2 5 14h6l-1 8 8-12h-6z" />,
  cab: (
    <>
      <path d="M4 19V8l3-4h8l3 4v11z" />
      <path d="M7 8h10v4H7zM4 15h16" />
    </>
  ),
  cooling: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="1" />
      <path d="M7 5v14M11 5v14M15 5v14M19 5v14" />
    </>
  ),
  fuel: (
    <>
      <path d="M4 21V4a1 1 0 0 1 1-1h8a1 1 0 0 1 1 1v17M3 21h12M6 7h6" />
      <path d="M14 10h2a2 2 0 0 1 2 2v5a1.5 1.5 0 0 0 3 0V8l-3-3" />
    </>
  ),
  exhaust: (
    <>
      <path d="M3 14h10a3 3 0 0 0 3-3V4h3v7a6 6 0 0 1-6 6H3z" />
      <path d="M6 20h.01M10 21h.01" />
    </>
  ),
  clutch: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="5" />
      <circle cx="12" cy="12" r="1.5" />
    </>
  ),
  axle: (
    <>
      <path d="M6 12h12" />
      <rect x="2" y="7" width="4" height="10" rx="1" />
      <rect x="18" y="7" width="4" height="10" rx="1" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  wheel: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4" />
      <path d="M12 3v5M12 16v5M3 12h5M16 12h5" />
    </>
  ),
  filter: (
    <>
      <rect x="6" y="3" width="12" height="18" rx="2" />
      <path d="M9 7v10M12 7v10M15 7v10" />
    </>
  ),
  part: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
    </>
  ),
}

/** Title stems of the catalogue's nodes, checked in order (Russian, lower case). */
const stems: readonly [string, NodeIconName][] = [
  ['двигат', 'engine'],
  ['мотор', 'engine'],
  ['тормоз', 'brake'],
  ['подвес', 'suspension'],
  ['рессор', 'suspension'],
  ['трансмис', 'gearbox'],
  ['кпп', 'gearbox'],
  ['короб', 'gearbox'],
  ['рул', 'steering'],
  ['электр', 'electrics'],
  ['кабин', 'cab'],
  ['охлажд', 'cooling'],
  ['радиат', 'cooling'],
  ['топлив', 'fuel'],
  ['выхлоп', 'exhaust'],
  ['сцеплен', 'clutch'],
  ['мост', 'axle'],
  ['редукт', 'axle'],
  ['колёс', 'wheel'],
  ['колес', 'wheel'],
  ['шин', 'wheel'],
  ['фильтр', 'filter'],
]

export function nodeIconName(title: string): NodeIconName {
  const lower = title.toLowerCase()
  return stems.find(([stem]) => lower.includes(stem))?.[1] ?? 'part'
}

/** A decorative icon: the tile's text names the node. */
export function NodeIcon({ name, className }: { name: NodeIconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="32"
      height="32"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      {paths[name]}
    </svg>
  )
}
