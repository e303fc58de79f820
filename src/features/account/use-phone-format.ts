import { formatPhoneByMask } from '@gruzovik/design-system'
import { useCallback } from 'react'
import { useAppData } from '../../lib/app-data/app-data-context.tsx'

/**
 * Stored numbers shown the way the shop's phone fields show them: the mask that the number's
 * prefix picks from the app data's phone codes (docs/product.md#phone-masks).
 */
export function usePhoneFormat() {
  const codes = useAppData().app?.phone_codes
  return useCallback((phone: string) => formatPhoneByMask(phone, codes ?? []), [codes])
}
