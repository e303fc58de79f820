import { Breadcrumbs } from '@gruzovik/design-system'
import { catalogText } from '../../content/catalog.ts'
import * as styles from './PageCrumbs.css.ts'

export interface PageCrumb {
  title: string
  link: string
}

/** The API's breadcrumbs with the home page in front; the last one is the page itself. */
export function PageCrumbs({ items }: { items: readonly PageCrumb[] }) {
  const crumbs = [{ title: catalogText.breadcrumbsHome, link: '/' }, ...items]
    .filter((item, index, all) => all.findIndex((other) => other.link === item.link) === index)
    .map((item) => ({ label: item.title, href: item.link }))
  return (
    <div className={styles.crumbs}>
      <Breadcrumbs items={crumbs} />
    </div>
  )
}
