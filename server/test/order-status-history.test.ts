import { statusHistorySuite } from './support/status-history-suite.ts'

statusHistorySuite('order status history (PGlite)')
