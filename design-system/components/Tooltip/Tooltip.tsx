import type { ReactElement } from 'react'
import { Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components'
import * as styles from './Tooltip.css.ts'

export interface TooltipProps {
  /** A focusable RAC element (Button, IconButton, Link). */
  children: ReactElement
  content: string
  delay?: number
  placement?: 'top' | 'bottom' | 'start' | 'end'
}

/** A short hint on hover or keyboard focus; never the only place for important text. */
export function Tooltip({ children, content, delay = 600, placement = 'top' }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay}>
      {children}
      <AriaTooltip placement={placement} offset={6} className={styles.tooltip}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  )
}
