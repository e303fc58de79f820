import { createFileRoute } from '@tanstack/react-router'
import { Page } from '../components/Page.tsx'

export const Route = createFileRoute('/ui')({
  component: () => <Page titleKey="ui" />,
})
