import { Button, Inline } from '@gruzovik/design-system'
import { passportDisplay, passportMachine } from '@gruzovik/machines'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { type Recipient, showRecipientPassport } from '../../../api/recipients.ts'
import { recipientsText } from '../../../content/account.ts'
import { notifyError } from '../../../lib/error-notifications.ts'

const machine = passportMachine.provide({
  actors: {
    showPassport: fromPromise(({ input }: { input: { uuid: string } }) =>
      showRecipientPassport(input.uuid),
    ),
  },
  actions: {
    logError: (_, { error }) => {
      console.warn('Passport reveal failed', error)
      notifyError(error)
    },
  },
})

/** Hidden shows `40**` and `******`; revealing fetches the full series and number
 * (docs/product.md#recipient-passports). */
export function PassportCell({ recipient }: { recipient: Recipient }) {
  const [snapshot, send] = useMachine(machine, { input: recipient })
  const shown = snapshot.matches('shown')
  const { series, number } = passportDisplay(snapshot.context, shown)
  return (
    <Inline as="span" space={2}>
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
    </Inline>
  )
}
