import { createClaim, uploadClaimPhoto } from '../../../api/claims.ts'
import { getOrder } from '../../../api/orders.ts'
import { claimFormText as text } from '../../../content/claims.ts'
import { useAccountTitle } from '../use-account-title.ts'
import { useLoad } from '../use-load.ts'
import * as styles from './account.css.ts'
import { type ClaimCalls, ClaimForm } from './ClaimForm.tsx'
import { InAppLink } from './InAppLink.tsx'
import { LoadView } from './LoadView.tsx'

const claimCalls: ClaimCalls = {
  upload: (file) => uploadClaimPhoto(file),
  create: (input) => createClaim(input),
}

/** /account/returns/{number}/{product}: a claim on one line of an order, opened from its page. */
export function ClaimFormPage({
  number,
  product,
  calls = claimCalls,
  load = getOrder,
}: {
  number: string
  product: string
  calls?: ClaimCalls
  load?: typeof getOrder
}) {
  useAccountTitle(text.title)
  const { state, reload } = useLoad(() => load(number), number)
  return (
    <section className={styles.page}>
      <InAppLink to={`/account/orders/${number}`}>← {text.back}</InAppLink>
      <LoadView state={state} retry={reload}>
        {(order) => {
          const item = order.items.find((line) => line.product_uuid === product)
          if (!item) return <p role="alert">{text.lineNotFound}</p>
          if (item.shipped_quantity <= 0) return <p role="alert">{text.notReceived}</p>
          return <ClaimForm order={order} item={item} calls={calls} />
        }}
      </LoadView>
    </section>
  )
}
