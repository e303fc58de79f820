import { vars } from '@gruzovik/design-system'
import { style } from '@vanilla-extract/css'
import * as shared from '../../../components/header-button.css.ts'

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const consent = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: 1.5 })

export const link = style({ color: vars.color.link })

// The bar's account button cuts a long name instead of widening its slot.
export const barButton = style([shared.barButton, { overflow: 'hidden' }])
