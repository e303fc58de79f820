import '@gruzovik/design-system/global.css'
import { startApp } from './app/start-app.tsx'
import { createNavigateTo } from './lib/navigation/navigate-to.ts'
import { createAppRouter } from './router.ts'

// The shop's page: the app's one start-up (app/start-app.tsx) around the shop's file routes,
// where the session actors' navigations stay in-app.
await startApp({
  createRouter: createAppRouter,
  navigate: (router) => {
    const navigateTo = createNavigateTo(router)
    return (href) => void navigateTo(href)
  },
})
