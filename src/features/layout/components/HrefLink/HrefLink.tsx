import { useRouter } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { resolveNavigation } from '../../../../lib/navigation/safe-url.ts'

export interface HrefLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string
  /** Runs when the link is followed (menus close themselves here). */
  onNavigate?: () => void
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/** The in-app path of a same-origin target, or null for anything else
 * (docs/product.md#routing-behaviour refusals). */
export function internalHref(href: string, origin?: string): string | null {
  try {
    const target = resolveNavigation(href, { origin: origin ?? window.location.origin })
    return target.kind === 'internal' ? target.href : null
  } catch {
    return null
  }
}

/**
 * A link to a path that comes as data (menus, server `link` fields): in-app navigation on a
 * plain click. Only same-origin paths become links; anything else (a `javascript:` link in data)
 * renders as plain text. Without a router (stories, tests) it is an ordinary `<a>`.
 */
export function HrefLink({ href, onNavigate, onClick, children, ...props }: HrefLinkProps) {
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined
  const path = internalHref(href, router?.origin)
  if (path === null) return <span className={props.className}>{children}</span>
  return (
    <a
      {...props}
      href={path}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented || !isPlainClick(event)) return
        if (router) {
          event.preventDefault()
          void router.navigate({ href: path })
        }
        onNavigate?.()
      }}
    >
      {children}
    </a>
  )
}
