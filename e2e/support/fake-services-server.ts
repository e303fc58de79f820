import { startFakeYookassa } from '../../server/test/support/fake-yookassa.ts'
import { answerVinCatalogue } from './fake-vin-catalogue.ts'

/**
 * The outside services the e2e servers talk to, faked in one process on one port
 * (playwright.config.ts starts it): YooKassa, the fake of the server tests, for the journey
 * with PAYMENT_PROVIDER=yookassa — its confirmation page pays or cancels, notifies the shop at
 * SHOP_URL as YooKassa would and returns the customer; and an online VIN catalogue at
 * `/vin-catalogue` (fake-vin-catalogue.ts) for the main server's «Мои грузовики».
 */
const port = Number(process.env.PORT ?? 0)
const shop = process.env.SHOP_URL ?? ''
const fake = await startFakeYookassa({
  port,
  checkoutPages: shop ? { notifyUrl: `${shop}/api/payments/yookassa/notifications` } : {},
  alsoServes: answerVinCatalogue,
})
console.log(`Fake outside services at ${fake.url.replace(/\/v3$/, '')}`)
const stop = () => void fake.close().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
