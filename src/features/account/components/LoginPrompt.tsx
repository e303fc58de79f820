import { Button, Heading } from '@gruzovik/design-system'
import { accountText } from '../../../content/account.ts'
import { site } from '../../../content/site.ts'
import { usePageHead } from '../../../lib/head/use-page-head.ts'
import { useLoginActor } from '../../../lib/session/session-context.tsx'
import * as styles from './account.css.ts'

/** A logged-out visitor in the account area: the login modal opens at once and on the button. */
export function LoginPrompt() {
  const login = useLoginActor()
  usePageHead({ title: site.pageTitle(accountText.moduleTitle) })
  return (
    <section className={styles.message} aria-labelledby="login-prompt-title">
      <Heading level={1} size="xl" id="login-prompt-title">
        {accountText.loginTitle}
      </Heading>
      <p>{accountText.loginText}</p>
      <Button variant="primary" onPress={() => login.send({ type: 'login.open' })}>
        {accountText.loginButton}
      </Button>
    </section>
  )
}
