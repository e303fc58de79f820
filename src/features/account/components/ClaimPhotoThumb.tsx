import { useEffect, useState } from 'react'
import { getClaimPhoto } from '../../../api/claims.ts'
import * as css from './claims.css.ts'

/**
 * A claim photo's page copy: fetched with the customer's token (an <img> cannot send it) and
 * shown from an object URL, released when the thumb goes. The link opens the file as sent.
 */
export function ClaimPhotoThumb({ url, label }: { url: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null)
  useEffect(() => {
    let objectUrl: string | null = null
    let current = true
    getClaimPhoto(url).then(
      (blob) => {
        if (!current) return
        objectUrl = URL.createObjectURL(blob)
        setSrc(objectUrl)
      },
      () => {},
    )
    return () => {
      current = false
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [url])
  return src ? (
    <img className={css.thumb} src={src} alt={label} />
  ) : (
    <span className={css.thumb} role="img" aria-label={label} />
  )
}
