import { Button, CodeField } from '@gruzovik/design-system'
import type { countdownMachine } from '@gruzovik/machines'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { authText } from '../../../content/auth.ts'
import { useLoginActor, useLoginSelector } from '../../../lib/shop/session-context.tsx'
import * as styles from './auth.css.ts'

type CountdownRef = ActorRefFrom<typeof countdownMachine>

/** Step two: the four-digit code (submits itself), the 60 s countdown, then the resend link. */
export function CodeStep() {
  const login = useLoginActor()
  const { phone, code, errors, mode } = useLoginSelector((s) => s.context)
  const verifying = useLoginSelector((s) =>
    s.matches({ open: { inputCode: { code: 'verifying' } } }),
  )
  const ended = useLoginSelector((s) => s.matches({ open: { inputCode: { countdown: 'ended' } } }))
  const resending = useLoginSelector((s) =>
    s.matches({ open: { inputCode: { countdown: 'resending' } } }),
  )
  const countdown = useLoginSelector((s) => s.children.countdown as CountdownRef | undefined)
  const remaining = useSelector(countdown, (s) => s?.context.remaining ?? 0)
  return (
    <div className={styles.form}>
      <p className={styles.muted}>{authText.codeSentTo(phone)}</p>
      {mode === 'login' && <p className={styles.muted}>{authText.unregisteredHint}</p>}
      <CodeField
        label={authText.code}
        value={code}
        onChange={(value) => login.send({ type: 'login.changeCode', value })}
        isInvalid={Boolean(errors.code)}
        errorMessage={errors.code}
        isDisabled={verifying}
        autoFocus
      />
      {verifying && (
        <p className={styles.muted} role="status">
          {authText.verifying}
        </p>
      )}
      {ended || resending ? (
        <Button
          variant="secondary"
          isPending={resending}
          onPress={() => login.send({ type: 'login.resend' })}
        >
          {authText.resend}
        </Button>
      ) : (
        <p className={styles.muted}>{authText.resendIn(remaining)}</p>
      )}
      <div className={styles.row}>
        <Button variant="ghost" onPress={() => login.send({ type: 'login.back' })}>
          {authText.back}
        </Button>
      </div>
    </div>
  )
}
