import { vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'

/** A list without bullets or indents, laid out by its container (Inline, Stack, a grid). */
export const bareList = style({ listStyle: 'none', margin: 0, padding: 0 })

/** A bordered link tile (a catalogue section, a vehicle node), 44 px tall at least. */
export const linkTile = style({
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space[3]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.accent, color: vars.color.linkHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

/** An article or used number: never broken across lines (not even at its hyphen). */
export const noBreak = style({ whiteSpace: 'nowrap' })
