import { visuallyHidden } from '../../css/visually-hidden.css.ts'
import { formatPrice } from '../../format/format.ts'
import { ru } from '../../i18n/ru.ts'
import * as styles from './Price.css.ts'

export interface PriceProps {
  /** The price to pay, integer kopecks. */
  price: number
  /** The old price, integer kopecks, struck through beside `price`. The caller decides when
   * there is one (the price rule of @gruzovik/rules); the component only shows it. */
  oldPrice?: number | null
  /** `always` for totals (two decimals); `auto` drops `,00` on whole rubles. */
  decimals?: 'always' | 'auto'
  labels?: { current?: string; old?: string }
}

/** A price in rubles from kopecks, with the old price it is given struck through. */
export function Price({ price, oldPrice, decimals = 'auto', labels }: PriceProps) {
  const showOld = typeof oldPrice === 'number' && Number.isFinite(oldPrice)
  return (
    <span className={styles.price}>
      <span
        className={[styles.current, showOld ? styles.discounted : ''].filter(Boolean).join(' ')}
      >
        {showOld && <span className={visuallyHidden}>{labels?.current ?? ru.priceCurrent} </span>}
        {formatPrice(price, { decimals })}
      </span>
      {showOld && (
        <del className={styles.old}>
          <span className={visuallyHidden}>{labels?.old ?? ru.priceOld} </span>
          {formatPrice(oldPrice, { decimals })}
        </del>
      )}
    </span>
  )
}
