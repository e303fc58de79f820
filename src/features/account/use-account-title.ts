import { accountText } from '../../content/account.ts'
import { site } from '../../content/site.ts'
import { usePageHead } from '../../lib/head/use-page-head.ts'

/** Each account page's own <title>: «Контрагенты — Личный кабинет — Грузовик». */
export function useAccountTitle(heading: string) {
  usePageHead({ title: site.pageTitle(`${heading} — ${accountText.moduleTitle}`) })
}
