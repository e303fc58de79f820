import { desktopQuery, mobileQuery } from '../tokens/tokens.ts'

/**
 * The conditions every responsive atom shares (layout and type scale): `all` by default,
 * `mobile` below 1024 px and `desktop` from it.
 */
export const responsive = {
  conditions: {
    all: {},
    mobile: { '@media': mobileQuery },
    desktop: { '@media': desktopQuery },
  },
  defaultCondition: 'all',
} as const
