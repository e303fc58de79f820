import { type BranchPhone, branches } from '../../content/branches.ts'
import { chatTexts } from '../../content/chat.ts'
import { messengerLinks } from '../../content/footer.ts'
import type { ChatWidgetConfig } from './chat-widget.ts'

/** +78123094517 → +7 (812) 309-45-17 (a Russian number; anything else as it is). */
const spoken = (phone: string) => {
  const digits = phone.replace(/\D/g, '')
  const m = /^7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(digits)
  return m ? `+7 (${m[1]}) ${m[2]}-${m[3]}-${m[4]}` : phone
}

/**
 * The chat widget's texts and links from the shop's texts (content/chat.ts), its main branch's
 * hours and e-mail (content/branches.ts), the messengers (content/footer.ts, with their goals)
 * and the phone shown now (`phoneFor`: call tracking may have swapped it).
 */
export function chatConfig(
  phoneFor: (selector: string, fallback?: BranchPhone) => BranchPhone | undefined,
): ChatWidgetConfig {
  const main = branches[0]
  const fallback = main?.phones[0]
  const phone = (fallback && phoneFor(fallback.html_class, fallback)) ?? fallback
  const hours = (main?.hours ?? [])
    .filter((h) => /\d/.test(h.time))
    .map((h) => `${h.days} ${h.time}`)
    .join(', ')
  return {
    ...chatTexts,
    lead: chatTexts.lead(hours),
    options: [
      ...messengerLinks.map(({ label, href, goal }) => ({ label, href, goal })),
      ...(phone
        ? [
            {
              label: chatTexts.call(spoken(phone.phone_number)),
              href: `tel:${phone.phone_number}`,
            },
          ]
        : []),
      ...(main ? [{ label: chatTexts.mail, href: `mailto:${main.email}` }] : []),
    ],
  }
}
