import { Dialog, Sheet } from '@gruzovik/design-system'
import { cartText } from '../../../content/cart.ts'
import { useCartActor, useCartSelector } from '../../../lib/session/cart-context.tsx'
import { useIsMobile } from '../../../lib/use-is-mobile.ts'
import { CartContent } from './CartContent.tsx'

/** The cart: a wide dialog on desktop, a full-screen sheet below 1024 px (docs/product.md#cart). */
export default function CartModal() {
  const cart = useCartActor()
  const isOpen = useCartSelector((s) => s.matches({ modal: 'open' }))
  const isMobile = useIsMobile()
  const close = () => cart.send({ type: 'cart.close' })
  const onOpenChange = (open: boolean) => {
    if (!open) close()
  }
  const Panel = isMobile ? Sheet : Dialog
  return (
    <Panel title={cartText.title} isOpen={isOpen} onOpenChange={onOpenChange}>
      <CartContent onClose={close} />
    </Panel>
  )
}
