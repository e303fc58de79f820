import { mobileQuery, vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'

export const stack = style({ display: 'grid', gap: vars.space[5], minWidth: 0 })

export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: '70ch' })

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space[3],
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

export const tile = style({
  display: 'grid',
  gap: vars.space[1],
  minHeight: '44px',
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.accent },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const tileTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold })

export const muted = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' })

export const trucks = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space[4],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [mobileQuery]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
})

export const photo = style({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  overflow: 'hidden',
})

export const photoImg = style({
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  display: 'block',
})

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space[1]} ${vars.space[3]}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
})

export const term = style({ color: vars.color.textMuted })
export const value = style({ margin: 0, fontVariantNumeric: 'tabular-nums' })

export const top = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: vars.space[6],
  alignItems: 'start',
  '@media': { [mobileQuery]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
})

export const photos = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: vars.space[2],
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

export const sectionTitle = style({ fontSize: vars.fontSize.xl, margin: 0 })

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})
