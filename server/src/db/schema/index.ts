// The whole database schema; drizzle-kit reads this file (server/drizzle.config.ts).
export * from './app.ts'
export * from './catalog.ts'
export * from './commerce.ts'
export * from './commerce-account.ts'
export * from './commerce-cart.ts'
export * from './exchange.ts'
export * from './order-history.ts'
export * from './part-fits.ts'
