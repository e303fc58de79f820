import { style } from '@vanilla-extract/css'

/** A photo shown whole inside its frame (a part, a truck), letterboxed on the frame's colour. */
export const fitImage = style({
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  display: 'block',
})
