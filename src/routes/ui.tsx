import { createFileRoute } from '@tanstack/react-router'
import { Page } from '../components/Page.tsx'
import { UiShowcase } from '../features/ui-showcase/components/UiShowcase/UiShowcase.tsx'

// The showcase is this route's own chunk (autoCodeSplitting): nothing on the home page imports it.
export const Route = createFileRoute('/ui')({ component: UiPage })

function UiPage() {
  return (
    <Page titleKey="ui">
      <UiShowcase />
    </Page>
  )
}
