import { readConfig } from './config.ts'
import { serve } from './serve.ts'

await serve(readConfig())
