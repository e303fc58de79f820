import { Button, EmptyState } from '@gruzovik/design-system'
import { Link, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { dataStateText } from '../../content/catalog.ts'

/** The error state of a data page: what happened in plain Russian and a retry. */
export function LoadError({ offline = false }: { offline?: boolean }) {
  const router = useRouter()
  const [retrying, setRetrying] = useState(false)
  const retry = async () => {
    setRetrying(true)
    try {
      await router.invalidate()
    } finally {
      setRetrying(false)
    }
  }
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
