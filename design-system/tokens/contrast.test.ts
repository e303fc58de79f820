import { describe, expect, it } from 'vitest'
import { contrastRatio } from './contrast.ts'
import { lightTheme } from './light-theme.ts'

const c = lightTheme.color

/** Every foreground/background pair the components draw text with. */
const textPairs: [string, string, string][] = [
  ['text on surface', c.text, c.surface],
  ['text on muted surface', c.text, c.surfaceMuted],
  ['muted text on surface', c.textMuted, c.surface],
  ['muted text on muted surface', c.textMuted, c.surfaceMuted],
  ['button text on accent', c.accentText, c.accent],
  ['button text on accent hover', c.accentText, c.accentHover],
  ['link on surface', c.link, c.surface],
  ['link hover on muted surface', c.linkHover, c.surfaceMuted],
  ['inverse text on inverse surface', c.textInverse, c.surfaceInverse],
  ['danger text on surface', c.danger, c.surface],
  ['text on danger toast', c.text, c.dangerSoft],
  ['text on success toast', c.text, c.successSoft],
  ['success on surface', c.success, c.surface],
  ['accent on accent soft', c.accent, c.accentSoft],
]

describe('light theme contrast', () => {
  it('the ratio of black on white is 21 and of a colour on itself is 1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#c2410c', '#c2410c')).toBe(1)
  })

  it.each(textPairs)('%s meets WCAG AA (4.5:1)', (_name, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5)
  })

  it('body text on the page surface meets AAA (7:1)', () => {
    expect(contrastRatio(c.text, c.surface)).toBeGreaterThanOrEqual(7)
  })

  it('the focus ring stands out from the surface (3:1 for non-text)', () => {
    expect(contrastRatio(c.focus, c.surface)).toBeGreaterThanOrEqual(3)
  })
})
