import '@gruzovik/design-system/global.css'
import { startApp } from '../app/start-app.tsx'
import { createAccountRouter } from './router.tsx'

/**
 * The account module's entry (account.html): the app's one start-up (app/start-app.tsx), so the
 * same stored app data, login, cart and app-wide behaviours as the shop (Metrika, new-version
 * poll, chunk-load reload, chat widget, page transitions), around its own router under
 * `/account`. Anything the session actors navigate to (the order page, search) is in the shop
 * module: a full page load.
 */
await startApp({
  createRouter: createAccountRouter,
  navigate: () => (href) => window.location.assign(href),
})
