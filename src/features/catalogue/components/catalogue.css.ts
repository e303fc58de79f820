import { mobileQuery, vars } from '@gruzovik/design-system'
import { globalStyle, style } from '@vanilla-extract/css'

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '240px minmax(0, 1fr)',
  gap: vars.space[6],
  alignItems: 'start',
  '@media': { [mobileQuery]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[4] } },
})

export const aside = style({ display: 'grid', gap: vars.space[4], minWidth: 0 })

export const results = style({ display: 'grid', gap: vars.space[4], minWidth: 0 })

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space[4],
  '@media': { [mobileQuery]: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' } },
})

export const count = style({
  margin: 0,
  marginRight: 'auto',
  alignSelf: 'center',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
})

export const control = style({ minWidth: '200px', '@media': { [mobileQuery]: { minWidth: 0 } } })

export const checkRow = style({ minHeight: '44px', display: 'flex', alignItems: 'center' })

export const facet = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space[3],
  minWidth: 0,
})

export const facetSummary = style({
  cursor: 'pointer',
  fontWeight: vars.fontWeight.bold,
  minHeight: '44px',
  display: 'flex',
  alignItems: 'center',
})

export const facetList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[1],
})

export const facetCount = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' })

export const sections = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
  gap: vars.space[6],
  marginBottom: vars.space[6],
})

export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space[2]}` })

export const tiles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
})

export const tile = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space[3]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  background: vars.color.surface,
  selectors: {
    '&:hover': { borderColor: vars.color.accent, color: vars.color.linkHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})

/** A filter before the browser has chosen open or folded: folded on a phone, open elsewhere. */
export const facetUndecided = style({})

globalStyle(`${facetUndecided} > :not(summary)`, {
  '@media': { [mobileQuery]: { display: 'none' } },
})
