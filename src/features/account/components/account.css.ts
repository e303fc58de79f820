import { vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'

export const page = style({ display: 'grid', gap: vars.space[4], minWidth: 0 })

export const form = style({ display: 'grid', gap: vars.space[3], minWidth: 'min(28rem, 80vw)' })

export const skeletonList = style({ display: 'grid', gap: vars.space[2] })

export const muted = style({ color: vars.color.textMuted })

export const message = style({
  display: 'grid',
  gap: vars.space[3],
  justifyItems: 'start',
  padding: vars.space[6],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
})

export const code = style({ fontSize: '3rem', fontWeight: 700, margin: 0, lineHeight: 1 })

/** The profile's session actions, apart from the form. */
export const sessions = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space[4],
})

/** The rows of a saved list being edited: the article, its quantity field, «Убрать». */
export const editRows = style({
  display: 'grid',
  gap: vars.space[3],
  listStyle: 'none',
  padding: 0,
  margin: 0,
})

export const editRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 1fr) minmax(6rem, 10rem) auto',
  gap: vars.space[3],
  alignItems: 'end',
})
