import { Button, EmptyState } from '@gruzovik/design-system'
import { Link } from '@tanstack/react-router'
import { dataStateText } from '../../content/catalog.ts'
import { usePageRetry } from '../../lib/use-page-retry.ts'

/** The error state of a data page: what happened in plain Russian and a retry. */
export function LoadError({ offline = false }: { offline?: boolean }) {
  const { retry, retrying } = usePageRetry()
  return (
    <div role="alert">
      <EmptyState
        title={dataStateText.errorTitle}
        description={offline ? dataStateText.offlineText : dataStateText.errorText}
        action={
          <p>
            <Button variant="primary" onPress={retry} isPending={retrying}>
              {dataStateText.retry}
            </Button>{' '}
            <Link to="/">{dataStateText.toHome}</Link>
          </p>
        }
      />
    </div>
  )
}
