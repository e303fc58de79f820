import { Button, CodeField, Inline, Stack } from '@gruzovik/design-system'
import { isSmsCode } from '@gruzovik/rules'
import { useSelector } from '@xstate/react'
import { FailureAlert } from '../../../components/FailureAlert/FailureAlert.tsx'
import { authText } from '../../../content/auth.ts'
import { useLoginActor, useLoginSelector } from '../../../lib/session/session-context.tsx'
import * as styles from './auth.css.ts'

/** Step two: the code (submits itself once whole), the countdown from the server's resend_after,
 * then the resend link. */
export function CodeStep() {
  const login = useLoginActor()
  const { phone, code, errors, mode, failure } = useLoginSelector((s) => s.context)
  const verifying = useLoginSelector((s) =>
    s.matches({ open: { inputCode: { code: 'verifying' } } }),
  )
  const ended = useLoginSelector((s) => s.matches({ open: { inputCode: { countdown: 'ended' } } }))
  const resending = useLoginSelector((s) =>
    s.matches({ open: { inputCode: { countdown: 'resending' } } }),
  )
  const countdown = useLoginSelector((s) => s.children.countdown)
  const remaining = useSelector(countdown, (s) => s?.context.remaining ?? 0)
  return (
    <Stack space={4}>
      <p className={styles.muted}>{authText.codeSentTo(phone)}</p>
      {mode === 'login' && (
        <Stack space={2}>
          <p className={styles.muted}>{authText.unregisteredHint}</p>
          <Button variant="secondary" onPress={() => login.send({ type: 'login.register' })}>
            {authText.registerThisPhone}
          </Button>
        </Stack>
      )}
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
      {/* A failed check or resend without a field error; the same code can be sent again. */}
      <FailureAlert failure={failure}>
        {isSmsCode(code) && (
          <Button variant="secondary" onPress={() => login.send({ type: 'login.submitCode' })}>
            {authText.retryCode}
          </Button>
        )}
      </FailureAlert>
      <Inline space={2} align="space-between" alignY="center">
        <Button variant="ghost" onPress={() => login.send({ type: 'login.back' })}>
          {authText.back}
        </Button>
      </Inline>
    </Stack>
  )
}
