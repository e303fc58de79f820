import type { ReactNode } from 'react'
import {
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
  type Key,
  Tab,
  TabList,
  TabPanel,
} from 'react-aria-components'
import * as styles from './Tabs.css.ts'

export interface TabItem {
  id: Key
  label: string
  content: ReactNode
  isDisabled?: boolean
}

export interface TabsProps extends Omit<AriaTabsProps, 'children' | 'items'> {
  items: readonly TabItem[]
  'aria-label': string
}

/** Tabs with arrow-key navigation (part page: description, applicability, warranty). */
export function Tabs({ items, 'aria-label': label, ...props }: TabsProps) {
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id)
  return (
    <AriaTabs {...props} disabledKeys={disabledKeys} className={styles.tabs}>
      <TabList aria-label={label} items={items} className={styles.list}>
        {(item) => (
          <Tab id={item.id} className={styles.tab}>
            {item.label}
          </Tab>
        )}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  )
}
