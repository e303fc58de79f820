import { formatPhone, telHref } from '../../../../components/PhoneNumber/phone-display.ts'
import type { BranchPhone } from '../../../../content/branches.ts'
import { usePhone } from '../../../../lib/stores/use-phone.ts'

/** A city block's number in full, swapped for the call-tracking number when there is one. */
export function FooterPhone({ phone, className }: { phone: BranchPhone; className?: string }) {
  const shown = usePhone(phone)
  return (
    <a className={`${className ?? ''} ${shown.html_class}`} href={telHref(shown.phone_number)}>
      {formatPhone(shown.phone_number)}
    </a>
  )
}
