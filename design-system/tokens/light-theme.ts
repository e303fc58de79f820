import { palette } from './tokens.ts'

/**
 * The light theme's values, plain data so tests can check contrast without a CSS build.
 * Text pairs meet WCAG AA (4.5:1); body text on the page surface meets AAA (7:1).
 */
export const lightTheme = {
  color: {
    text: palette.graphite900,
    textMuted: palette.graphite500,
    textInverse: palette.white,
    surface: palette.white,
    surfaceMuted: palette.graphite50,
    surfaceInverse: palette.graphite800,
    border: palette.graphite300,
    accent: palette.orange600,
    accentHover: palette.orange700,
    accentText: palette.white,
    accentSoft: palette.orange100,
    link: palette.blue700,
    linkHover: palette.blue800,
    success: palette.green700,
    successSoft: palette.green100,
    danger: palette.red700,
    dangerSoft: palette.red100,
    focus: palette.blue700,
  },
  font: {
    body: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': '2.25rem',
  },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  space: {
    0: '0',
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.25rem',
    6: '1.5rem',
    8: '2rem',
    10: '2.5rem',
    12: '3rem',
  },
  radius: { sm: '4px', md: '6px', lg: '12px', full: '9999px' },
  shadow: {
    sm: '0 1px 2px rgba(22,24,29,.08)',
    md: '0 4px 12px rgba(22,24,29,.12)',
    lg: '0 12px 32px rgba(22,24,29,.18)',
  },
  zIndex: { header: '10', dropdown: '20', sheet: '30', modal: '40', toast: '50', tooltip: '60' },
}

export type ThemeValues = typeof lightTheme
