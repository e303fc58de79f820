import { Button, Checkbox, Heading, Stack } from '@gruzovik/design-system'
import type { ReactNode } from 'react'
import { catalogText } from '../../content/catalog.ts'
import { truckMarkText } from '../../content/truck-picker.ts'
import { PhoneFold } from '../PhoneFold/PhoneFold.tsx'
import * as styles from './filter-panel.css.ts'

export interface FilterPanelProps {
  /** «Только в наличии», always the panel's first choice. */
  inStock: boolean
  onInStockChange: (on: boolean) => void
  /** «Только для моего грузовика», when the visitor chose a truck (docs/product.md#the-chosen-truck). */
  myTruck?: { on: boolean; onChange: (on: boolean) => void } | undefined
  /** How many filters are on (shown on the folded panel of a phone). */
  active: number
  /** «Сбросить фильтры», when there is something to reset. */
  onReset?: (() => void) | undefined
  /** The facet groups (FacetGroup), in the order they show. */
  children: ReactNode
}

/**
 * The one filter panel of the search page and the catalogue: in stock first, then the facet
 * groups as cards, then reset. Open beside the results on desktop; on a phone one folded
 * «Фильтры» row (PhoneFold), so the parts stay near the top.
 */
export function FilterPanel({
  inStock,
  onInStockChange,
  myTruck,
  active,
  onReset,
  children,
}: FilterPanelProps) {
  return (
    <PhoneFold
      summaryOnDesktop
      summary={
        <>
          <Heading level={2} size="lg" weight="bold">
            {catalogText.filters}
          </Heading>
          {active > 0 && (
            <span className={styles.activeCount}>{catalogText.activeFilters(active)}</span>
          )}
        </>
      }
    >
      <div className={styles.body}>
        <Stack space={3}>
          <div className={`${styles.card} ${styles.checkRow}`}>
            <Checkbox isSelected={inStock} onChange={onInStockChange}>
              {catalogText.inStock}
            </Checkbox>
          </div>
          {myTruck && (
            <div className={`${styles.card} ${styles.checkRow}`}>
              <Checkbox isSelected={myTruck.on} onChange={myTruck.onChange}>
                {truckMarkText.onlyMine}
              </Checkbox>
            </div>
          )}
          {children}
          {onReset && (
            <Button variant="secondary" onPress={onReset}>
              {catalogText.resetFilters}
            </Button>
          )}
        </Stack>
      </div>
    </PhoneFold>
  )
}
