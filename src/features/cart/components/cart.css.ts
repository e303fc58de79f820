import { mobileQuery, textStyle, vars } from '@gruzovik/design-system'
import { globalStyle, style } from '@vanilla-extract/css'
import * as shared from '../../../components/header-button.css.ts'

/** The cart's content (a Stack), named for the dialog's width below. */
export const body = style({})

// The design-system Dialog is sized for forms; the cart table needs the room of a wide modal.
globalStyle(`div:has(> [role="dialog"] ${body})`, { maxWidth: '64rem' })

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  '@media': { [mobileQuery]: { display: 'block' } },
})

// Phones show each line as a card: the column names stay for screen readers only.
export const head = style({
  '@media': {
    [mobileQuery]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
})

export const th = style([
  textStyle({ size: 'sm', weight: 'medium' }),
  {
    textAlign: 'left',
    padding: vars.space[2],
    color: vars.color.textMuted,
    borderBottom: `1px solid ${vars.color.border}`,
  },
])

export const tbody = style({ '@media': { [mobileQuery]: { display: 'block' } } })

export const row = style({
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [mobileQuery]: {
      display: 'grid',
      gridTemplateColumns: '1fr auto',
      gap: vars.space[2],
      paddingBlock: vars.space[3],
    },
  },
})

export const td = style({
  padding: vars.space[2],
  verticalAlign: 'top',
  '@media': { [mobileQuery]: { display: 'block', padding: 0 } },
})

export const nameCell = style({ '@media': { [mobileQuery]: { gridColumn: '1 / -1' } } })

/** The part's picture (photo or drawing of its type) beside its name. */
export const nameWithPicture = style({
  display: 'flex',
  gap: vars.space[3],
  alignItems: 'flex-start',
})

export const picture = style({
  flex: 'none',
  width: '4rem',
  height: '3rem',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
})

export const end = style({ textAlign: 'right' })

export const title = style([
  textStyle({ weight: 'medium' }),
  {
    color: vars.color.link,
    textDecoration: 'none',
    selectors: { '&:hover': { textDecoration: 'underline' } },
  },
])

export const muted = style([textStyle({ size: 'sm' }), { color: vars.color.textMuted }])

export const soldOut = style([textStyle({ weight: 'bold' }), { color: vars.color.danger }])

export const lineControls = style({ marginTop: vars.space[2] })

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'end',
  columnGap: vars.space[4],
  rowGap: vars.space[1],
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
})

export const totalTerm = style({ textAlign: 'right', color: vars.color.textMuted })
export const totalValue = style([textStyle({ weight: 'bold' }), { margin: 0, textAlign: 'right' }])
export const grandTotal = style([textStyle({ size: 'lg' })])

// The badge sits on the button's corner.
export const headerButton = style([shared.headerButton, { position: 'relative' }])
export const barButton = style([shared.barButton, { position: 'relative' }])

export const badgeSpot = style({ position: 'absolute', top: '2px', right: '2px' })

/** An article number never breaks in the middle. */
export const article = style([muted, { whiteSpace: 'nowrap' }])
