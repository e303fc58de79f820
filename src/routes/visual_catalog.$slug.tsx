import { createFileRoute } from '@tanstack/react-router'
import { VisualCataloguePage } from '../features/visual-catalogue/components/VisualCataloguePage.tsx'
import { parseSlugParams } from '../lib/page-errors.ts'

export const Route = createFileRoute('/visual_catalog/$slug')({
  params: { parse: parseSlugParams(['slug'] as const) },
  component: () => <VisualCataloguePage slug={Route.useParams().slug} />,
})
