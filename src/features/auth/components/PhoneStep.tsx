import { Button, Inline, PhoneField, Stack, Text, TextField } from '@gruzovik/design-system'
import { Link } from '@tanstack/react-router'
import { FailureAlert } from '../../../components/FailureAlert/FailureAlert.tsx'
import { authText } from '../../../content/auth.ts'
import { useAppData } from '../../../lib/app-data/app-data-context.tsx'
import { useLoginActor, useLoginSelector } from '../../../lib/session/session-context.tsx'
import * as styles from './auth.css.ts'

/** Step one: the phone (and in registration the name), then «Получить код». */
export function PhoneStep({ onNavigate }: { onNavigate: () => void }) {
  const login = useLoginActor()
  const phoneCodes = useAppData().app?.phone_codes ?? []
  const { mode, name, phone, errors, missing, failure } = useLoginSelector((s) => s.context)
  const sending = useLoginSelector((s) => s.matches({ open: { inputPhone: 'sending' } }))
  const registration = mode === 'registration'
  const nameError = errors.name ?? (missing.includes('name') ? authText.nameMissing : undefined)
  const phoneError = errors.phone ?? (missing.includes('phone') ? authText.phoneMissing : undefined)
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        login.send({ type: 'login.submitPhone' })
      }}
    >
      <Stack space={4}>
        {registration && (
          <TextField
            label={authText.name}
            value={name}
            onChange={(value) => login.send({ type: 'login.changeName', value })}
            isInvalid={Boolean(nameError)}
            errorMessage={nameError}
            maxLength={255}
            autoComplete="name"
            isRequired
          />
        )}
        <PhoneField
          label={authText.phone}
          phoneCodes={phoneCodes}
          value={phone}
          onChange={(value) => login.send({ type: 'login.changePhone', value })}
          isInvalid={Boolean(phoneError)}
          errorMessage={phoneError}
          isRequired
        />
        {registration && (
          <Text as="p" size="sm" lineHeight="normal">
            {authText.consentBefore}
            <Link to="/legal_information" className={styles.link} onClick={onNavigate}>
              {authText.consentLink}
            </Link>
          </Text>
        )}
        <Button type="submit" variant="primary" fullWidth isPending={sending}>
          {authText.getCode}
        </Button>
        {/* A failure without a field error (no connection, a server fault): the button retries. */}
        <FailureAlert failure={failure} />
        <Inline space={2} align="space-between" alignY="center">
          {registration ? (
            <Button variant="ghost" onPress={() => login.send({ type: 'login.back' })}>
              {authText.back}
            </Button>
          ) : (
            <Button variant="ghost" onPress={() => login.send({ type: 'login.toggleMode' })}>
              {authText.register}
            </Button>
          )}
        </Inline>
      </Stack>
    </form>
  )
}
