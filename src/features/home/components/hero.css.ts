import { desktopQuery, inheritFont, textStyle, vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'
import { bareList } from '../../../components/lists.css.ts'

export const hero = style({
  display: 'grid',
  gap: vars.space[4],
  padding: `${vars.space[6]} ${vars.space[4]}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  minWidth: 0,
  '@media': { [desktopQuery]: { padding: `${vars.space[10]} ${vars.space[8]}` } },
})

export const title = style([
  textStyle({ size: { all: '2xl', desktop: '3xl' }, lineHeight: 'tight' }),
  { margin: 0 },
])

export const lead = style({ margin: 0, maxWidth: '60ch' })

/** The field sits on a light card so the design system's field colours keep their contrast. */
export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[2],
  alignItems: 'end',
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  maxWidth: '48rem',
  '@media': { [desktopQuery]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
})

export const submit = style([
  inheritFont,
  textStyle({ weight: 'bold' }),
  {
    minHeight: '48px',
    padding: `0 ${vars.space[6]}`,
    border: 'none',
    borderRadius: vars.radius.md,
    background: vars.color.accent,
    color: vars.color.accentText,
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.accentHover },
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
])

export const examples = style([
  bareList,
  { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: vars.space[3] },
])

export const exampleLink = style([
  textStyle({ mono: true }),
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '44px',
    color: vars.color.textInverse,
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    selectors: {
      '&:hover': { textDecorationThickness: '2px' },
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
])

export const examplesRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space[3],
})
