import { Button, Sheet } from '@gruzovik/design-system'
import { useEffect, useMemo, useRef, useState } from 'react'
import { mobileMenuLabels as labels } from '../../../../content/navigation.ts'
import type { MainMenuStore } from '../../../../lib/stores/main-menu-store.ts'
import { useMainMenu } from '../../menu-data/use-main-menu.ts'
import { HrefLink } from '../HrefLink/HrefLink.tsx'
import { BackIcon, ForwardIcon } from '../icons.tsx'
import * as styles from './MobileMenu.css.ts'
import { buildMenuTree, rootPanel } from './menu-tree.ts'

export interface MobileMenuProps {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  store?: MainMenuStore
}

/**
 * The mobile menu (docs/product.md#screen-layout): a full-screen sheet (body scroll locked while
 * open) that drills down panel by panel, with «Назад» back up. Its own chunk, loaded when the menu
 * is first opened.
 */
export default function MobileMenu({ isOpen, onOpenChange, store }: MobileMenuProps) {
  const menu = useMainMenu({ store })
  const data = menu.status === 'success' ? menu.data : null
  const tree = useMemo(() => buildMenuTree(data), [data])
  const [trail, setTrail] = useState<string[]>([rootPanel])
  const current = trail.at(-1) ?? rootPanel
  const panel = tree[current] ?? tree[rootPanel]
  const list = useRef<HTMLDivElement>(null)

  // Each opening starts at the top level.
  useEffect(() => {
    if (isOpen) setTrail([rootPanel])
  }, [isOpen])

  // After a step in or back, focus the first control of the new panel.
  const stepped = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the shown panel changes
  useEffect(() => {
    if (!stepped.current) return
    stepped.current = false
    list.current?.querySelector<HTMLElement>('a, button')?.focus()
  }, [current])
  const go = (next: string[]) => {
    stepped.current = true
    setTrail(next)
  }

  if (!panel) return null
  const waiting = panel.needsData && menu.status !== 'success'
  return (
    <Sheet title={panel.title} isOpen={isOpen} onOpenChange={onOpenChange}>
      {(close) => (
        <div ref={list}>
          {trail.length > 1 && (
            <button type="button" className={styles.back} onClick={() => go(trail.slice(0, -1))}>
              <BackIcon className={styles.icon} />
              {labels.back}
            </button>
          )}
          {waiting && menu.status === 'error' && (
            <div className={styles.note}>
              <p>{labels.failed}</p>
              <Button variant="secondary" size="sm" onPress={menu.retry}>
                {labels.retry}
              </Button>
            </div>
          )}
          {waiting && menu.status !== 'error' && <p className={styles.note}>{labels.loading}</p>}
          <ul className={styles.list}>
            {panel.entries.map((entry) => (
              <li key={`${entry.kind}:${entry.label}`}>
                {entry.kind === 'link' ? (
                  <HrefLink href={entry.href} className={styles.row} onNavigate={close}>
                    {entry.label}
                  </HrefLink>
                ) : (
                  <button
                    type="button"
                    className={styles.row}
                    onClick={() => go([...trail, entry.panel])}
                  >
                    {entry.label}
                    <ForwardIcon className={styles.icon} />
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Sheet>
  )
}
