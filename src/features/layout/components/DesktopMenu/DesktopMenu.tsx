import { lazy, Suspense, useContext } from 'react'
import { megaMenuTexts } from '../../../../content/menu.ts'
import {
  buyersLinks,
  desktopMenuLabels as labels,
  paths,
  shellLabels,
} from '../../../../content/navigation.ts'
import { MainMenuStoreContext, useMainMenu } from '../../menu-data/use-main-menu.ts'
import { HrefLink } from '../HrefLink/HrefLink.tsx'
import * as styles from './DesktopMenu.css.ts'
import { Dropdown } from './Dropdown.tsx'
import { LinkList } from './LinkList.tsx'

// The mega menu is its own chunk: it loads on the first hover or focus of «Каталог».
const loadMegaMenu = () => import('../MegaMenu/MegaMenu.tsx')
const MegaMenu = lazy(loadMegaMenu)

function ArrivalLinks({ onNavigate }: { onNavigate: () => void }) {
  const menu = useMainMenu()
  if (menu.status === 'error') return <p className={styles.note}>{labels.noData}</p>
  if (menu.status !== 'success') return <p className={styles.note}>{megaMenuTexts.loading}</p>
  const items = [
    { label: labels.allArrivals, href: paths.arrivals },
    ...menu.data.incoming_marks.map((mark) => ({
      label: mark.title,
      href: paths.arrivalsBy(mark.slug),
    })),
  ]
  return <LinkList items={items} onNavigate={onNavigate} />
}

/** The desktop menu: Каталог (with «Заказ по списку» above the catalogue), Покупателям, Поступления б/у, Оплата, Доставка, Контакты. */
export function DesktopMenu() {
  const store = useContext(MainMenuStoreContext)
  const prepareCatalog = () => {
    void loadMegaMenu()
    store.ensure()
  }
  return (
    <nav aria-label={shellLabels.mainNav} className={styles.nav}>
      <ul className={styles.list}>
        <Dropdown label={labels.catalog} wide onIntent={prepareCatalog}>
          {(close) => (
            <>
              <LinkList
                items={[{ label: labels.orderList, href: paths.orderList }]}
                onNavigate={close}
              />
              <Suspense fallback={<p className={styles.note}>{megaMenuTexts.loading}</p>}>
                <MegaMenu onNavigate={close} />
              </Suspense>
            </>
          )}
        </Dropdown>
        <Dropdown label={labels.buyers}>
          {(close) => <LinkList items={buyersLinks} onNavigate={close} />}
        </Dropdown>
        <Dropdown label={labels.arrivals} onIntent={store.ensure}>
          {(close) => <ArrivalLinks onNavigate={close} />}
        </Dropdown>
        {[
          { label: labels.payment, href: paths.payment },
          { label: labels.delivery, href: paths.delivery },
          { label: labels.contacts, href: paths.contacts },
        ].map((item) => (
          <li key={item.href} className={styles.item}>
            <HrefLink href={item.href} className={styles.trigger}>
              {item.label}
            </HrefLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
