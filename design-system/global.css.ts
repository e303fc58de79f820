import '@fontsource/inter/cyrillic-400.css'
import '@fontsource/inter/cyrillic-500.css'
import '@fontsource/inter/cyrillic-700.css'
import '@fontsource/inter/latin-400.css'
import '@fontsource/inter/latin-500.css'
import '@fontsource/inter/latin-700.css'
import { globalStyle } from '@vanilla-extract/css'
import './themes/light.css.ts'
import { vars } from './themes/contract.css.ts'

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })
globalStyle('html', { WebkitTextSizeAdjust: '100%' })
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surface,
  fontVariantNumeric: 'tabular-nums',
})
globalStyle('a', { color: vars.color.link })
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' })
globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
})
