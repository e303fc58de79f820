import { vars } from '@gruzovik/design-system'
import { globalStyle, style } from '@vanilla-extract/css'
import { autoGrid } from '../../../components/grids.ts'
import { bareList, linkTile } from '../../../components/lists.css.ts'

export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: '70ch' })

export const figure = style({
  margin: 0,
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
})

export const svg = style({ display: 'block', width: '100%', height: 'auto', maxHeight: '420px' })

export const body = style({ fill: vars.color.surface, stroke: vars.color.text, strokeWidth: 3 })
export const dark = style({ fill: vars.color.text })
export const glass = style({ fill: vars.color.border, stroke: vars.color.text, strokeWidth: 2 })

export const zone = style({ cursor: 'pointer', outline: 'none' })
export const zoneShape = style({
  fill: vars.color.accent,
  fillOpacity: 0.12,
  stroke: vars.color.accent,
  strokeWidth: 2,
  strokeDasharray: '6 4',
  transition: 'fill-opacity 120ms',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
})

globalStyle(`${zone}:hover ${zoneShape}, ${zone}:focus-visible ${zoneShape}`, {
  fillOpacity: 0.45,
  strokeDasharray: 'none',
})
globalStyle(`${zone}:focus-visible ${zoneShape}`, { stroke: vars.color.focus, strokeWidth: 5 })

export const nodes = style([bareList, autoGrid('200px', 2, 'one-column')])

export const nodeLink = style([linkTile, { display: 'flex' }])
