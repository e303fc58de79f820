import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../themes/contract.css.ts'

const fade = keyframes({ from: { opacity: 0 } })

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space[4],
  background: 'rgba(22,24,29,.55)',
  selectors: { '&[data-entering]': { animation: `${fade} .15s ease-out` } },
})

export const modal = style({
  width: '100%',
  maxWidth: '32rem',
  maxHeight: 'calc(100dvh - 2rem)',
  overflow: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
})

export const dialog = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[6],
  outline: 'none',
})

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space[3],
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
})
