import { desktopQuery, mobileQuery, vars } from '@gruzovik/design-system'
import { globalStyle, style } from '@vanilla-extract/css'

export const fold = style({ minWidth: 0 })

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: '44px',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } },
  '@media': {
    [mobileQuery]: {
      padding: `0 ${vars.space[3]}`,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      background: vars.color.surface,
    },
  },
})

/** A summary only a phone shows: on desktop the content is simply there. */
export const phoneSummary = style([summary, { '@media': { [desktopQuery]: { display: 'none' } } }])

/** Before the browser has chosen open or folded: folded on a phone, open elsewhere. */
export const undecided = style({})

globalStyle(`${undecided} > :not(summary)`, {
  '@media': { [mobileQuery]: { display: 'none' } },
})
