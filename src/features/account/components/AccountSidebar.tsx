import { Inline, Text } from '@gruzovik/design-system'
import { accountMenu, filterMenu, type InitialData } from '@gruzovik/machines'
import { accountMenuText, accountText } from '../../../content/account.ts'
import * as styles from './AccountSidebar.css.ts'
import { InAppLink } from './InAppLink.tsx'

type User = NonNullable<InitialData['user']>

/** Avatar (image or initials), full name, external account id, the filtered menu
 * (docs/product.md#account-area). */
export function AccountSidebar({ user }: { user: User }) {
  const image = user.image.url_thumb ?? user.image_url
  const externalId = user.account.external_id_onec
  const groups = filterMenu(accountMenu, user)
  return (
    <aside className={styles.sidebar}>
      <Inline space={3} alignY="center" wrap={false}>
        {image ? (
          <img className={styles.avatar} src={image} alt="" width={56} height={56} />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {user.ns}
          </span>
        )}
        <div>
          <Text as="p" weight="bold">
            {user.full_name}
          </Text>
          <p className={styles.externalId}>
            {externalId ? accountText.externalId(externalId) : accountText.noExternalId}
          </p>
        </div>
      </Inline>
      <nav aria-label={accountText.menuLabel} className={styles.group}>
        <ul className={styles.list}>
          <li>
            <InAppLink to="/account" className={styles.link}>
              {accountText.profile}
            </InAppLink>
          </li>
        </ul>
        {groups.map((group) => (
          <div key={group.key} className={styles.group}>
            <h2 className={styles.groupTitle}>{accountMenuText[group.key] ?? group.key}</h2>
            <ul className={styles.list}>
              {group.items.map((item) => (
                <li key={item.key}>
                  <InAppLink to={item.to} className={styles.link}>
                    {accountMenuText[item.key] ?? item.key}
                  </InAppLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </aside>
  )
}
