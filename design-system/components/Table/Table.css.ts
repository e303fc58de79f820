import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../themes/contract.css.ts'

export const scroller = style({ width: '100%', overflowX: 'auto' })

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
})

export const column = style({
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderBottom: `2px solid ${vars.color.text}`,
  textAlign: 'left',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
})

export const row = style({
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
})

export const cell = style({
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
})

export const end = style({ textAlign: 'right' })

export const empty = style({
  padding: vars.space[6],
  textAlign: 'center',
  color: vars.color.textMuted,
})

const narrow = 'screen and (max-width: 767.98px)'

export const cardsFrame = style({ width: '100%' })

/** The `cards` layout: below 768 px each row is a card of «title: value» lines. */
export const cards = style({})

globalStyle(`${cards} thead`, {
  '@media': {
    // Kept for screen readers (the cells' column names), hidden from the eye.
    [narrow]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
})

// The header's row and cells shrink with it (a table row would keep the columns' full width).
globalStyle(`${cards} thead tr, ${cards} thead th`, {
  '@media': { [narrow]: { display: 'block', width: 1, overflow: 'hidden' } },
})

globalStyle(`${cards} tbody`, {
  '@media': { [narrow]: { display: 'grid', gap: vars.space[3] } },
})

globalStyle(`${cards} tbody > tr`, {
  '@media': {
    [narrow]: {
      display: 'grid',
      gap: vars.space[1],
      padding: vars.space[3],
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
    },
  },
})

globalStyle(`${cards} tbody > tr > td, ${cards} tbody > tr > th`, {
  '@media': {
    [narrow]: {
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'space-between',
      alignItems: 'baseline',
      gap: `0 ${vars.space[3]}`,
      padding: 0,
      border: 'none',
      textAlign: 'right',
      overflowWrap: 'anywhere',
      minWidth: 0,
    },
  },
})

globalStyle(`${cards} tbody > tr > [data-label]::before`, {
  '@media': {
    [narrow]: {
      content: 'attr(data-label)',
      color: vars.color.textMuted,
      fontSize: vars.fontSize.sm,
      textAlign: 'left',
    },
  },
})
