import { startFakeYookassa } from '../../server/test/support/fake-yookassa.ts'

/**
 * The fake YooKassa of the server tests, run as its own process for the Playwright journey with
 * PAYMENT_PROVIDER=yookassa (playwright.config.ts starts it): its confirmation page pays or
 * cancels, notifies the shop at SHOP_URL as YooKassa would and returns the customer.
 */
const port = Number(process.env.PORT ?? 0)
const shop = process.env.SHOP_URL ?? ''
const fake = await startFakeYookassa({
  port,
  checkoutPages: shop ? { notifyUrl: `${shop}/api/payments/yookassa/notifications` } : {},
})
console.log(`Fake YooKassa at ${fake.url}`)
const stop = () => void fake.close().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
