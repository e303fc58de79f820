import { statusHistorySuite } from './support/status-history-suite.ts'

if (!process.env.TEST_DATABASE_URL) {
  throw new Error('TEST_DATABASE_URL is required (npm run test:server:pg)')
}
statusHistorySuite('order status history (PostgreSQL)')
