import { desktopQuery, textStyle, vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } as const

export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: '70ch' })

export const moreLink = style([
  textStyle({ weight: 'medium' }),
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '44px',
    color: vars.color.link,
    selectors: { '&:hover': { color: vars.color.linkHover }, '&:focus-visible': focusRing },
  },
])

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 })

/** Text tiles: makes, assembled units and makes in dismantling. */
export const tiles = style([
  plainList,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
    gap: vars.space[2],
  },
])

export const tile = style([
  textStyle({ weight: 'medium' }),
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[3],
    minHeight: '44px',
    height: '100%',
    boxSizing: 'border-box',
    padding: `${vars.space[3]} ${vars.space[4]}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    textDecoration: 'none', // Long Russian words wrap whole; only a word wider than the tile is broken.
    overflowWrap: 'break-word',
    hyphens: 'auto',
    minWidth: 0,
    selectors: {
      '&:hover': { borderColor: vars.color.accent },
      '&:focus-visible': focusRing,
    },
  },
])

export const markTile = style([tile, textStyle({ size: 'lg', weight: 'bold' })])

export const nodeTiles = style([
  plainList,
  {
    display: 'grid',
    // Wide enough for «Электрооборудование» beside its icon (browsers without Russian
    // hyphenation never break it).
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
    gap: vars.space[2],
  },
])

/** A tile's words beside its icon: they shrink with the tile; a word wider still is broken. */
export const tileLabel = style({ minWidth: 0, overflowWrap: 'anywhere' })

export const nodeIcon = style({ flex: 'none', color: vars.color.link })

export const tileNote = style([
  textStyle({ size: 'sm', weight: 'regular' }),
  { display: 'block', color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' },
])

export const trucks = style([
  plainList,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))',
    gap: vars.space[3],
  },
])

export const muted = style([
  textStyle({ size: 'sm' }),
  { margin: 0, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' },
])

export const whyList = style([
  plainList,
  {
    display: 'grid',
    gap: vars.space[3],
    '@media': { [desktopQuery]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
  },
])

/** A grid cell's box that fills the cell's height (why-us links, branch cards). */
const cellBox = {
  display: 'grid',
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space[4],
} as const

export const whyLink = style({
  ...cellBox,
  gap: vars.space[1],
  minHeight: '44px',
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.accentSoft }, '&:focus-visible': focusRing },
})

export const whyTitle = style([textStyle({ weight: 'bold' }), { color: vars.color.link }])

export const branches = style([
  plainList,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: vars.space[3],
  },
])

export const branch = style({
  ...cellBox,
  gap: vars.space[2],
  alignContent: 'start',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
})

export const address = style({ margin: 0, fontStyle: 'normal', overflowWrap: 'anywhere' })

export const branchLinks = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space[4] })

export const errorBox = style({
  display: 'grid',
  gap: vars.space[2],
  justifyItems: 'start',
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
})

export const errorText = style({ margin: 0 })
