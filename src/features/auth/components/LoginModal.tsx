import { Dialog, Sheet } from '@gruzovik/design-system'
import { authText } from '../../../content/auth.ts'
import { useLoginActor, useLoginSelector } from '../../../lib/session/session-context.tsx'
import { useIsMobile } from '../../../lib/use-is-mobile.ts'
import { CodeStep } from './CodeStep.tsx'
import { PhoneStep } from './PhoneStep.tsx'

/** Login or registration by the login machine: a dialog on desktop, a sheet on mobile. */
export default function LoginModal() {
  const login = useLoginActor()
  const isOpen = useLoginSelector((s) => s.matches('open'))
  const codeStep = useLoginSelector((s) => s.matches({ open: 'inputCode' }))
  const registration = useLoginSelector((s) => s.context.mode === 'registration')
  const isMobile = useIsMobile()
  const close = () => login.send({ type: 'login.close' })
  const Panel = isMobile ? Sheet : Dialog
  return (
    <Panel
      title={registration ? authText.registrationTitle : authText.loginTitle}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close()
      }}
    >
      {codeStep ? <CodeStep /> : <PhoneStep onNavigate={close} />}
    </Panel>
  )
}
