import type { ReactNode } from 'react'
import { I18nProvider } from 'react-aria-components'

/** The shop speaks Russian whatever the browser's language (the build keeps react-aria's ru-RU strings). */
export const shopLocale = 'ru-RU'

/** react-aria's own texts (hidden labels, announcements), dates and numbers in Russian. */
export function ShopLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale={shopLocale}>{children}</I18nProvider>
}
