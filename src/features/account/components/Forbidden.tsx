import { Heading } from '@gruzovik/design-system'
import { accountText } from '../../../content/account.ts'
import { site } from '../../../content/site.ts'
import { usePageHead } from '../../../lib/head/use-page-head.ts'
import * as styles from './account.css.ts'
import { InAppLink } from './InAppLink.tsx'

/** The 403 page of the account area: a permission is missing (the server answers 403 too). */
export function Forbidden() {
  usePageHead({ title: site.pageTitle(accountText.forbiddenTitle) })
  return (
    <section className={styles.message} aria-labelledby="forbidden-title">
      <p className={styles.code}>{accountText.forbiddenCode}</p>
      <Heading level={1} size="xl" id="forbidden-title">
        {accountText.forbiddenTitle}
      </Heading>
      <p>{accountText.forbiddenText}</p>
      <InAppLink to="/account">{accountText.forbiddenBack}</InAppLink>
    </section>
  )
}
