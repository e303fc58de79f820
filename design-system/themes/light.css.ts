import { createGlobalTheme } from '@vanilla-extract/css'
import { lightTheme } from '../tokens/light-theme.ts'
import { vars } from './contract.css.ts'

createGlobalTheme(':root', vars, lightTheme)
