import { can } from '@gruzovik/machines'
import type { ReactNode } from 'react'
import { useAppData } from '../../../lib/app-data/app-data-context.tsx'
import { Forbidden } from './Forbidden.tsx'

/** A page behind a permission (docs/product.md#account-area): without it the 403 page, and no
 * request is made. */
export function RequirePermission({
  permission,
  children,
}: {
  permission: string
  children: ReactNode
}) {
  const { user } = useAppData()
  return can(user, permission) ? children : <Forbidden />
}
