import { Button } from '@gruzovik/design-system'
import { passportDisplay, passportMachine } from '@gruzovik/machines'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { type Recipient, showRecipientPassport } from '../../../api/recipients.ts'
import { recipientsText } from '../../../content/account.ts'
import * as styles from './account.css.ts'

const machine = passportMachine.provide({
  actors: {
    showPassport: fromPromise(({ input }: { input: { uuid: string } }) =>
      showRecipientPassport(input.uuid),
    ),
  },
  actions: { logError: (_, { error }) => console.warn('Passport reveal failed', error) },
})

/** Spec 4: hidden shows `40**` and `******`; revealing fetches the full series and number. */
export function PassportCell({ recipient }: { recipient: Recipient }) {
  const [snapshot, send] = useMachine(machine, { input: recipient })
  const shown = snapshot.matches('shown')
  const { series, number } = passportDisplay(snapshot.context, shown)
  return (
    <span className={styles.actions}>
      <span>
        {series} {number}
      </span>
      <Button
        size="sm"
        variant="ghost"
        isDisabled={snapshot.matches('revealing')}
        onPress={() => send({ type: 'passport.toggle' })}
        aria-label={
          shown
            ? recipientsText.hideLabel(recipient.full_name)
            : recipientsText.showLabel(recipient.full_name)
        }
      >
        {shown ? recipientsText.hide : recipientsText.show}
      </Button>
    </span>
  )
}
