/** Raw design tokens. Components read them through the theme contract (vars), never directly. */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const

/** Below 1024 px is mobile. */
export const mobileQuery = `screen and (max-width: ${breakpoints.lg - 0.02}px)`
export const desktopQuery = `screen and (min-width: ${breakpoints.lg}px)`

export const palette = {
  graphite900: '#16181d',
  graphite800: '#23262d',
  graphite700: '#353943',
  graphite500: '#5b616e',
  graphite300: '#b9bec8',
  graphite100: '#eceef2',
  graphite50: '#f6f7f9',
  white: '#ffffff',
  orange600: '#c2410c',
  orange700: '#9a3412',
  orange100: '#ffedd5',
  blue700: '#1d4ed8',
  blue800: '#1e40af',
  green700: '#15803d',
  green100: '#dcfce7',
  red700: '#b91c1c',
  red100: '#fee2e2',
} as const
