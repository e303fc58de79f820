import { Button, Heading, RadioGroup, TextField } from '@gruzovik/design-system'
import {
  CLAIM_DESCRIPTION_MAX,
  type ClaimKind,
  type ClaimReason,
  claimPhotoLimits,
  claimReasonKeys,
  claimReasons,
} from '@gruzovik/rules'
import { useRouter } from '@tanstack/react-router'
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react'
import type { Claim, ClaimInput, ClaimPhoto } from '../../../api/claims.ts'
import { ApiError } from '../../../api/errors.ts'
import type { Order } from '../../../api/orders.ts'
import { claimsText, claimFormText as text } from '../../../content/claims.ts'
import * as styles from './account.css.ts'
import * as css from './claims.css.ts'

export interface ClaimCalls {
  upload: (file: Blob) => Promise<ClaimPhoto>
  create: (input: ClaimInput) => Promise<Claim>
}

interface PickedPhoto {
  key: number
  name: string
  preview: string
  uuid: string | null
}

/** The browser's word for a photo type, or the name's ending for HEIC (browsers often say ''). */
const isPhotoFile = (file: File) =>
  (claimPhotoLimits.types as readonly string[]).includes(file.type) ||
  /\.(heic|heif)$/i.test(file.name)

type Errors = Record<string, string>

/** The buyer's claim on one received line: kind, reason, pieces, words, mileage and photos. */
export function ClaimForm({
  order,
  item,
  calls,
}: {
  order: Order
  item: Order['items'][number]
  calls: ClaimCalls
}) {
  const router = useRouter()
  const [kind, setKind] = useState<ClaimKind>('warranty')
  const [reason, setReason] = useState<ClaimReason | null>(null)
  const [quantity, setQuantity] = useState('1')
  const [description, setDescription] = useState('')
  const [mileage, setMileage] = useState('')
  const [photos, setPhotos] = useState<PickedPhoto[]>([])
  const [uploading, setUploading] = useState(0)
  const [errors, setErrors] = useState<Errors>({})
  const [message, setMessage] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const nextKey = useRef(0)
  const previews = useRef<string[]>([])
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url)
    },
    [],
  )

  const reasons = claimReasonKeys.filter((key) => claimReasons[key].kind === kind)

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])]
    event.target.value = ''
    if (photos.length + files.length > claimPhotoLimits.maxPhotos) {
      setErrors((e) => ({ ...e, photos: text.tooManyPhotos }))
      return
    }
    const refused = files.find(
      (file) => !isPhotoFile(file) || file.size > claimPhotoLimits.maxBytes,
    )
    if (refused) {
      const why = isPhotoFile(refused)
        ? text.photoTooLarge(refused.name)
        : text.photoType(refused.name)
      setErrors((e) => ({ ...e, photos: why }))
      return
    }
    setErrors(({ photos: _photos, photo_uuids: _ids, ...rest }) => rest)
    for (const file of files) {
      const key = nextKey.current++
      const preview = URL.createObjectURL(file)
      previews.current.push(preview)
      setPhotos((list) => [...list, { key, name: file.name, preview, uuid: null }])
      setUploading((n) => n + 1)
      calls
        .upload(file)
        .then(
          (photo) =>
            setPhotos((list) => list.map((p) => (p.key === key ? { ...p, uuid: photo.uuid } : p))),
          (error: unknown) => {
            setPhotos((list) => list.filter((p) => p.key !== key))
            const why = error instanceof ApiError ? (error.fieldErrors.file ?? error.message) : null
            setErrors((e) => ({ ...e, photos: why ?? text.photoType(file.name) }))
          },
        )
        .finally(() => setUploading((n) => n - 1))
    }
  }

  function check(): Errors {
    const found: Errors = {}
    const pieces = Number(quantity)
    if (!reason) found.reason = text.chooseReason
    if (!Number.isInteger(pieces) || pieces < 1 || pieces > item.shipped_quantity) {
      found.quantity = text.quantityRange(item.shipped_quantity)
    }
    if (!description.trim()) found.description = text.describe
    return found
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = check()
    setErrors(found)
    setMessage(null)
    if (Object.keys(found).length > 0 || !reason || uploading > 0) return
    setSending(true)
    try {
      const claim = await calls.create({
        order_number: Number(order.number),
        product_uuid: item.product_uuid,
        kind,
        reason,
        quantity: Number(quantity),
        description: description.trim(),
        mileage: kind === 'warranty' && mileage.trim() ? Number(mileage) : null,
        photo_uuids: photos.flatMap((p) => (p.uuid ? [p.uuid] : [])),
      })
      setMessage(text.sent(claim.number))
      await router.navigate({ href: '/account/returns' })
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      const fields = { ...error.fieldErrors }
      if (fields.photo_uuids) fields.photos = fields.photo_uuids
      setErrors(fields)
      setMessage(error.message)
    } finally {
      setSending(false)
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="claim-title">
      <Heading level={1} size="xl" id="claim-title">
        {text.title}
      </Heading>
      <p>
        {text.line(item.full_title, item.article)}
        <br />
        <span className={styles.muted}>{text.received(item.shipped_quantity)}</span>
      </p>
      <RadioGroup
        label={text.kind}
        value={kind}
        onChange={(value) => {
          setKind(value as ClaimKind)
          setReason(null)
        }}
        options={(['warranty', 'return'] as const).map((value) => ({
          value,
          label: text.kindHints[value],
        }))}
        {...(errors.kind ? { errorMessage: errors.kind } : {})}
      />
      <RadioGroup
        label={text.reason}
        value={reason}
        onChange={(value) => setReason(value as ClaimReason)}
        options={reasons.map((key) => ({ value: key, label: claimsText.reasons[key] }))}
        {...(errors.reason ? { errorMessage: errors.reason } : {})}
      />
      <TextField
        label={text.quantity}
        inputMode="numeric"
        value={quantity}
        onChange={setQuantity}
        maxLength={6}
        isInvalid={Boolean(errors.quantity)}
        {...(errors.quantity ? { errorMessage: errors.quantity } : {})}
      />
      <TextField
        label={text.description}
        multiline
        value={description}
        onChange={setDescription}
        maxLength={CLAIM_DESCRIPTION_MAX}
        isInvalid={Boolean(errors.description)}
        {...(errors.description ? { errorMessage: errors.description } : {})}
      />
      {kind === 'warranty' && (
        <TextField
          label={text.mileage}
          description={text.mileageHint}
          inputMode="numeric"
          value={mileage}
          onChange={(value) => setMileage(value.replace(/\D/g, ''))}
          maxLength={8}
          isInvalid={Boolean(errors.mileage)}
          {...(errors.mileage ? { errorMessage: errors.mileage } : {})}
        />
      )}
      <div className={css.picked}>
        <label htmlFor="claim-photos">{text.photos}</label>
        <input
          id="claim-photos"
          type="file"
          accept={[...claimPhotoLimits.types, '.heic'].join(',')}
          multiple
          onChange={(event) => void pick(event)}
          aria-describedby={errors.photos ? 'claim-photos-error' : undefined}
          aria-invalid={errors.photos ? true : undefined}
        />
        {errors.photos && (
          <p id="claim-photos-error" className={css.fieldError}>
            {errors.photos}
          </p>
        )}
        {photos.length > 0 && (
          <ul className={css.photos}>
            {photos.map((photo, index) => (
              <li key={photo.key} className={css.picked}>
                <img className={css.thumb} src={photo.preview} alt={claimsText.photo(index + 1)} />
                <Button
                  variant="secondary"
                  size="sm"
                  onPress={() => setPhotos((list) => list.filter((p) => p.key !== photo.key))}
                >
                  {text.removePhoto(index + 1)}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {uploading > 0 && <p role="status">{text.uploading}</p>}
      </div>
      {message && (
        <p role="alert" className={css.fieldError}>
          {message}
        </p>
      )}
      <Button type="submit" isPending={sending} isDisabled={uploading > 0}>
        {sending ? text.sending : text.submit}
      </Button>
    </form>
  )
}
