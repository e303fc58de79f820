import { Box, type BoxProps } from '../Box/Box.tsx'
import { type LayoutOnlyProps, listClassFor } from '../Box/layout-only.ts'
import { mapResponsive, type Responsive } from '../Box/responsive.ts'

export const stackAligns = ['stretch', 'left', 'center', 'right'] as const
export type StackAlign = (typeof stackAligns)[number]

const alignItems = {
  stretch: 'stretch',
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
} as const satisfies Record<StackAlign, BoxProps['alignItems']>

export interface StackProps extends LayoutOnlyProps {
  /** The gap between children, from the space scale; may be responsive. */
  space?: BoxProps['gap']
  /** Where children sit across the column; they stretch to its width by default. */
  align?: Responsive<StackAlign>
}

/** Children one under another with an even gap (a flex column); layout props only, no class. */
export function Stack({ space, align, ...props }: StackProps) {
  return (
    <Box
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={align === undefined ? undefined : mapResponsive(align, alignItems)}
      {...props}
      className={listClassFor(props.as)}
    />
  )
}
