import { menuItem, mobileQuery, textStyle, vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'

export const box = style({ position: 'relative', width: '100%' })

// The header is dark; the field's label is for screen readers only there.
export const hiddenLabel = style({})

export const dropdown = style({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  insetInline: 0,
  zIndex: vars.zIndex.dropdown,
  maxHeight: '70vh',
  overflowY: 'auto',
  padding: vars.space[4],
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  '@media': { [mobileQuery]: { display: 'none' } },
})

export const mobileTrigger = style({
  display: 'none',
  '@media': {
    [mobileQuery]: {
      display: 'flex',
      alignItems: 'center',
      width: '100%',
      minHeight: '44px',
      padding: `0 ${vars.space[3]}`,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      background: vars.color.surface,
      color: vars.color.textMuted,
      font: 'inherit',
      textAlign: 'left',
      cursor: 'text',
    },
  },
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } },
})

export const desktopOnly = style({ '@media': { [mobileQuery]: { display: 'none' } } })

export const sectionTitle = style([
  textStyle({ size: 'sm', weight: 'bold' }),
  {
    margin: `0 0 ${vars.space[2]}`,
    color: vars.color.textMuted,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
])

export const list = style({ listStyle: 'none', margin: 0, padding: 0 })

export const historyGrid = style([
  list,
  { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[1] },
])

export const historyItem = style({ display: 'flex', alignItems: 'center', minWidth: 0 })

// A suggestion: a menu row that also holds a picture, a name and a price side by side; it takes
// its width from its list (popular queries sit in a row, each as wide as its words).
export const itemLink = style([
  menuItem,
  {
    gap: vars.space[3],
    flex: 1,
    width: 'auto',
    minWidth: 0,
    padding: `${vars.space[1]} ${vars.space[2]}`,
  },
])

export const ellipsis = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const thumb = style({
  width: '48px',
  height: '36px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  flexShrink: 0,
  background: vars.color.surfaceMuted,
})

export const itemText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 })

export const meta = style([textStyle({ size: 'sm' }), { color: vars.color.textMuted }])

export const price = style({
  marginLeft: 'auto',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
})

export const noStock = style([price, { color: vars.color.textMuted }])

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '240px minmax(0, 1fr)',
  gap: vars.space[6],
  alignItems: 'start',
  '@media': { [mobileQuery]: { gridTemplateColumns: '1fr' } },
})

export const sort = style({ minWidth: '220px', '@media': { [mobileQuery]: { width: '100%' } } })
