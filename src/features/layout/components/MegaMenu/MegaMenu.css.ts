import { menuItem, textStyle, vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' }

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '240px 1fr',
  gap: vars.space[6],
  maxHeight: '70vh',
})

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 })

// A section of the catalogue menu: a menu row in medium weight that stays lit while open.
export const sectionButton = style([
  menuItem,
  textStyle({ weight: 'medium' }),
  {
    selectors: {
      '&[aria-pressed="true"]': { background: vars.color.accentSoft, color: vars.color.text },
    },
  },
])

export const content = style({ overflowY: 'auto', minWidth: 0 })

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: vars.space[2],
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

export const tile = style([
  textStyle({ weight: 'medium' }),
  {
    display: 'flex',
    alignItems: 'center',
    minHeight: '44px',
    padding: `${vars.space[2]} ${vars.space[3]}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    color: vars.color.link,
    textDecoration: 'none',
    selectors: {
      '&:hover': { borderColor: vars.color.link, color: vars.color.linkHover },
      '&:focus-visible': focusRing,
    },
  },
])

export const nodes = style({
  display: 'grid',
  gridTemplateColumns: '220px 1fr',
  gap: vars.space[4],
  minHeight: 0,
})

export const nodeList = style({ overflowY: 'auto', maxHeight: '60vh' })

export const names = style({ display: 'grid', gap: vars.space[3], alignContent: 'start' })

export const letterGroups = style({ columnWidth: '200px', columnGap: vars.space[6] })

export const letterGroup = style({ breakInside: 'avoid', marginBottom: vars.space[3] })

export const letter = style([
  textStyle({ size: 'lg', weight: 'bold' }),
  { margin: `0 0 ${vars.space[1]}`, color: vars.color.text },
])

export const nameLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  color: vars.color.link,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline', color: vars.color.linkHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const note = style({ margin: 0, color: vars.color.textMuted })
