import { desktopQuery, mobileQuery, textStyle, vars } from '@gruzovik/design-system'
import { globalStyle, style } from '@vanilla-extract/css'

const onDarkFocus = { outline: `3px solid ${vars.color.textInverse}`, outlineOffset: '2px' }

export const header = style({
  position: 'relative',
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  zIndex: vars.zIndex.header,
})

const row = {
  maxWidth: '1280px',
  margin: '0 auto',
  padding: `0 ${vars.space[4]}`,
} as const

export const topStrip = style({ borderBottom: '1px solid rgba(255, 255, 255, 0.15)' })
export const topInner = style(row)

export const bar = style({
  ...row,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
  paddingBlock: vars.space[3],
  flexWrap: 'wrap',
})

export const search = style({
  flex: '1 1 320px',
  minWidth: 0,
  '@media': { [mobileQuery]: { order: 3, flexBasis: '100%' } },
})

export const truck = style({
  display: 'flex',
  minWidth: 0,
  '@media': { [mobileQuery]: { marginLeft: 'auto', flexShrink: 1 } },
})

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  marginLeft: 'auto',
  '@media': { [mobileQuery]: { display: 'none' } },
})

export const navRow = style({
  ...row,
  paddingBottom: vars.space[2],
  '@media': { [mobileQuery]: { display: 'none' } },
})

export const logo = style([
  textStyle({ weight: 'bold', size: 'xl' }),
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[2],
    minHeight: '44px',
    color: vars.color.textInverse,
    textDecoration: 'none',
    letterSpacing: '0.02em',
    selectors: { '&:focus-visible': onDarkFocus },
  },
])

export const logoMark = style({ width: '40px', height: '28px', flexShrink: 0 })

export const phones = style({ display: 'flex', flexDirection: 'column' })

export const phonesToggle = style({
  display: 'none',
  '@media': {
    [mobileQuery]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space[2],
      minHeight: '44px',
      padding: 0,
      border: 0,
      background: 'transparent',
      color: vars.color.textInverse,
      font: 'inherit',
      fontSize: vars.fontSize.sm,
      cursor: 'pointer',
    },
  },
  selectors: { '&:focus-visible': onDarkFocus },
})

export const smallIcon = style({ width: '20px', height: '20px' })

export const phoneList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space[6],
  '@media': {
    [mobileQuery]: { display: 'none' },
    [desktopQuery]: { justifyContent: 'flex-end' },
  },
})

export const phoneListOpen = style({
  '@media': {
    [mobileQuery]: { display: 'grid', gridTemplateColumns: '1fr', paddingBottom: vars.space[2] },
  },
})

export const phoneItem = style([
  textStyle({ size: 'sm' }),
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[2],
    '@media': { [mobileQuery]: { justifyContent: 'space-between' } },
  },
])

export const phonePlace = style({ opacity: 0.85 })

// The phone display is styled for light pages; in the dark header it takes the header's colours.
globalStyle(`${phoneItem} a, ${phoneItem} button`, {
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
})
globalStyle(`${phoneItem} a:focus-visible, ${phoneItem} button:focus-visible`, onDarkFocus)
