import { Box, type BoxProps } from '../Box/Box.tsx'
import { type LayoutOnlyProps, listClassFor } from '../Box/layout-only.ts'
import { mapResponsive, type Responsive } from '../Box/responsive.ts'

export const inlineAligns = ['left', 'center', 'right', 'space-between'] as const
export type InlineAlign = (typeof inlineAligns)[number]
export const inlineAlignsY = ['stretch', 'top', 'center', 'bottom', 'baseline'] as const
export type InlineAlignY = (typeof inlineAlignsY)[number]

const justifyContent = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  'space-between': 'space-between',
} as const satisfies Record<InlineAlign, BoxProps['justifyContent']>

const alignItems = {
  stretch: 'stretch',
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
  baseline: 'baseline',
} as const satisfies Record<InlineAlignY, BoxProps['alignItems']>

export interface InlineProps extends LayoutOnlyProps {
  /** The gap between children (and between wrapped rows), from the space scale. */
  space?: BoxProps['gap']
  align?: Responsive<InlineAlign>
  /** Children stretch to the row's height by default. */
  alignY?: Responsive<InlineAlignY>
  /** Rows wrap when the children do not fit (the default); `false` keeps one row. */
  wrap?: boolean
}

/** Children side by side with an even gap, wrapping onto further rows (a flex row); layout props only. */
export function Inline({ space, align, alignY, wrap = true, ...props }: InlineProps) {
  return (
    <Box
      display="flex"
      flexWrap={wrap ? 'wrap' : undefined}
      gap={space}
      justifyContent={align === undefined ? undefined : mapResponsive(align, justifyContent)}
      alignItems={alignY === undefined ? undefined : mapResponsive(alignY, alignItems)}
      {...props}
      className={listClassFor(props.as)}
    />
  )
}
