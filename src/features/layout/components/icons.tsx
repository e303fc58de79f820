/** Inline icons of the layout: decorative, always next to a text or an accessible name. */
const base = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

/** An outline icon drawn by the given path data. */
function outlineIcon(...paths: string[]) {
  return function OutlineIcon({ className }: { className?: string }) {
    return (
      <svg {...base} className={className} aria-hidden="true" focusable="false">
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    )
  }
}

export const HomeIcon = outlineIcon('M3 11l9-8 9 8', 'M5 10v10h5v-6h4v6h5V10')
export const MenuIcon = outlineIcon('M4 6h16M4 12h16M4 18h16')
export const PhoneIcon = outlineIcon(
  'M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2',
)
export const BackIcon = outlineIcon('M15 18l-6-6 6-6')
export const ForwardIcon = outlineIcon('M9 18l6-6-6-6')
