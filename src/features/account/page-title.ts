import { accountMenu } from '@gruzovik/machines'
import { accountMenuText, accountText } from '../../content/account.ts'
import { site } from '../../content/site.ts'

/**
 * The document title of an account page: the page's own name from the menu first
 * («Адреса доставки — Личный кабинет — Грузовик»); null for an address that is no account page
 * (its error page titles itself).
 */
export function accountPageTitle(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/'
  const item = accountMenu.flatMap((group) => group.items).find((entry) => entry.to === path)
  const page = item ? accountMenuText[item.key] : path === '/account' ? accountText.profile : null
  return page ? [page, accountText.moduleTitle, site.name].join(' — ') : null
}
