import { usePhoneFormat } from '../use-phone-format.ts'

/** A stored phone number in its country's mask (for table cells and facts). */
export function PhoneText({ phone }: { phone: string }) {
  const format = usePhoneFormat()
  return <>{format(phone)}</>
}
