import { style } from '@vanilla-extract/css'

/** Out of sight, still read by screen readers (headings of lists, column names on phones). */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})
