import type { AppSettings } from './app/app-settings.ts'
import type { ArrivalNoticeSettings } from './arrival-notices/arrival-notice-settings.ts'
import type { AuthSettings } from './auth/auth-settings.ts'
import type { ExchangeSettings } from './exchange/exchange-settings.ts'
import type { SellerSettings } from './invoices/seller-settings.ts'
import type { MailSettings } from './mail/mail-settings.ts'
import type { OrderListSettings } from './order-lists/order-lists-settings.ts'
import type { OrderSettings } from './orders/order-settings.ts'
import type { PaymentSettings } from './payments/payment-settings.ts'
import type { SearchSettings } from './search/search-settings.ts'
import type { SmsSettings } from './sms/sms-settings.ts'
import type { VinCatalogueSettings } from './trucks/vin-catalogue-settings.ts'

/**
 * What the modules are given: each module's own settings (read by its `<module>-settings.ts`),
 * composed by server/src/config.ts, whose ServerConfig adds the edge's and the database's.
 */
export interface ModuleSettings extends AuthSettings, AppSettings, SearchSettings, OrderSettings {
  /**
   * APP_ENV; `production` when unset. Only `development` (set explicitly) turns on the
   * development bank, whose complete endpoint lets anyone mark a payment paid.
   */
  appEnv: string
  /** Public origin used for payment return links. Empty means relative links. */
  publicUrl: string
  sms: SmsSettings
  /** E-mail (MAIL_*, SMTP_*; modules/mail): arrival notices to buyers who chose e-mail. */
  mail: MailSettings
  /** Arrival notices (NOTICE_*; modules/arrival-notices): quiet hours, window, sender name. */
  notices: ArrivalNoticeSettings
  /** Card payments (modules/payments/payment-settings.ts). */
  payments: PaymentSettings
  /** The exchange with 1C (EXCHANGE_*; modules/exchange). */
  exchange: ExchangeSettings
  /** The seller's requisites and VAT on «Счёт на оплату» (INVOICE_*), demo company by default. */
  seller: SellerSettings
  /** «Заказ по списку» (ORDER_LIST_*; modules/order-lists): the file size and rows it reads. */
  orderLists: OrderListSettings
  /** The online VIN catalogue (VIN_CATALOGUE_*; modules/trucks), off unless configured. */
  vinCatalogue: VinCatalogueSettings
}
