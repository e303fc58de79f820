import { textStyle, vars } from '@gruzovik/design-system'
import { style, styleVariants } from '@vanilla-extract/css'

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } as const

const cardBase = style({
  display: 'grid',
  gap: vars.space[2],
  height: '100%',
  padding: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxSizing: 'border-box',
})

export const card = styleVariants({
  list: [cardBase],
  tile: [
    cardBase,
    {
      position: 'relative',
      alignContent: 'start',
      selectors: { '&:focus-within': { borderColor: vars.color.accent } },
    },
  ],
})

const photoBase = style({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  overflow: 'hidden',
})

export const photo = styleVariants({
  list: [photoBase],
  tile: [photoBase, textStyle({ size: 'sm' })],
})

const photoImgBase = style({ width: '100%', height: '100%', display: 'block' })

/** A make's list shows the whole truck; the small home tile fills its frame. */
export const photoImg = styleVariants({
  list: [photoImgBase, { objectFit: 'contain' }],
  tile: [photoImgBase, { objectFit: 'cover' }],
})

export const title = styleVariants({
  list: [textStyle({ size: 'lg' }), { margin: 0 }],
  tile: [textStyle({ size: 'md' }), { margin: 0 }],
})

const linkBase = style({
  color: vars.color.text,
  selectors: {
    '&:hover': { color: vars.color.linkHover },
    '&:focus-visible': focusRing,
  },
})

export const link = styleVariants({
  list: [linkBase],
  // The tile's title link stretches over the whole card, so the card is one big tap target.
  tile: [
    linkBase,
    { selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 } } },
  ],
})
