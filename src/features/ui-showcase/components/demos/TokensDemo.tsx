import { Stack } from '@gruzovik/design-system'
import { uiShowcaseTexts } from '../../../../content/ui-showcase.ts'
import * as styles from '../showcase.css.ts'

const texts = uiShowcaseTexts.tokens
const colorNames = Object.keys(texts.colors) as Array<keyof typeof texts.colors>

/** A few theme colours as swatches and the spacing scale as bars, named by their tokens. */
export function TokensDemo() {
  return (
    <Stack space={3}>
      <h3 className={styles.flat}>{texts.colorsLabel}</h3>
      <ul className={styles.swatches}>
        {colorNames.map((name) => (
          <li key={name} className={styles.swatchItem}>
            <span className={styles.swatch[name]} aria-hidden="true" />
            <span>{texts.colors[name]}</span>
            <code>{name}</code>
          </li>
        ))}
      </ul>
      <h3 className={styles.flat}>{texts.spacingLabel}</h3>
      <ul className={styles.plainList}>
        {texts.spaces.map((step) => (
          <li key={step} className={styles.spaceRow}>
            <span>{texts.space(step)}</span>
            <span className={styles.spaceBar[step]} aria-hidden="true" />
          </li>
        ))}
      </ul>
    </Stack>
  )
}
